import { useTranslation } from 'react-i18next';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { type Fact, type TenderFacts, countTenderFacts } from '@tender/core';
import { useLocale } from '../../../app/i18n/LocaleContext';
import { criterionText, deadlineText, limitText, requirementText } from './factText';

interface Line {
  readonly key: string;
  readonly text: string;
  readonly fact: Fact<unknown>;
}

/**
 * The facts found in a document, grouped; each names its page, and choosing one shows that page
 * with the sentence it was read from marked.
 */
export function FactsPanel({
  facts,
  selected,
  onSelect,
}: {
  facts: TenderFacts;
  selected: Fact<unknown> | null;
  onSelect: (fact: Fact<unknown>) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (countTenderFacts(facts) === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {t('documents.facts.none')}
      </Typography>
    );
  }
  const groups: { key: string; lines: Line[] }[] = [
    {
      key: 'buyer',
      lines: facts.buyer ? [{ key: 'b', text: facts.buyer.value, fact: facts.buyer }] : [],
    },
    {
      key: 'reference',
      lines: facts.reference
        ? [{ key: 'r', text: facts.reference.value, fact: facts.reference }]
        : [],
    },
    {
      key: 'deadlines',
      lines: facts.deadlines.map((f, i) => ({
        key: `d${i}`,
        text: deadlineText(f, t, locale),
        fact: f,
      })),
    },
    {
      key: 'awardCriteria',
      lines: facts.awardCriteria.map((f, i) => ({
        key: `a${i}`,
        text: criterionText(f, t, locale),
        fact: f,
      })),
    },
    {
      key: 'cpvCodes',
      lines: facts.cpvCodes.map((f, i) => ({ key: `c${i}`, text: f.value, fact: f })),
    },
    {
      key: 'requirements',
      lines: facts.requirements.map((f, i) => ({
        key: `q${i}`,
        text: requirementText(f, t),
        fact: f,
      })),
    },
    {
      key: 'limits',
      lines: facts.limits.map((f, i) => ({ key: `l${i}`, text: limitText(f, t), fact: f })),
    },
  ];
  return (
    <List dense aria-label={t('documents.facts.title')} sx={{ py: 0 }}>
      {groups
        .filter((g) => g.lines.length > 0)
        .map((group) => (
          <li key={group.key}>
            <ul style={{ padding: 0 }}>
              <ListSubheader sx={{ lineHeight: 2.5 }}>
                {t(`documents.facts.group.${group.key}`)}
              </ListSubheader>
              {group.lines.map((line) => (
                <ListItemButton
                  key={line.key}
                  selected={selected === line.fact}
                  onClick={() => onSelect(line.fact)}
                  data-testid="fact"
                >
                  <ListItemText
                    primary={line.text}
                    secondary={t('documents.viewer.pageN', { page: line.fact.page })}
                  />
                </ListItemButton>
              ))}
            </ul>
          </li>
        ))}
    </List>
  );
}
