import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export /** Text with its numbered references ([1], [2, 3]) as buttons that open the source. */
function CitedText({ text, onOpen }: { text: string; onOpen: (n: number) => void }) {
  const { t } = useTranslation();
  const parts: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(/\[(\d{1,3}(?:,\s*\d{1,3})*)\]/g)) {
    parts.push(text.slice(last, m.index));
    for (const n of (m[1] as string).split(/,\s*/).map(Number)) {
      parts.push(
        <Link
          key={`${m.index}-${n}`}
          component="button"
          type="button"
          onClick={() => onOpen(n)}
          aria-label={t('chat.citationLabel', { n })}
          sx={{ verticalAlign: 'super', fontSize: '0.75em', mx: 0.25, lineHeight: 1 }}
        >
          [{n}]
        </Link>,
      );
    }
    last = m.index + m[0].length;
  }
  parts.push(text.slice(last));
  return <Typography sx={{ whiteSpace: 'pre-wrap' }}>{parts}</Typography>;
}
