import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Fact, type TenderFacts, countTenderFacts, needsCheck } from '@tender/core';
import { useLocale } from '../../../app/i18n/LocaleContext';
import {
  criterionText,
  deadlineText,
  durationText,
  limitText,
  lotText,
  pagePlace,
  priceQualityText,
  requirementText,
  valueText,
} from './factText';

interface Line {
  readonly key: string;
  readonly text: string;
  readonly fact: Fact<unknown>;
  /** A sub-criterion sits indented under its criterion. */
  readonly indent?: boolean;
}

const one = <F extends Fact<unknown>>(fact: F | null, text: (f: F) => string): Line[] =>
  fact ? [{ key: 'x', text: text(fact), fact }] : [];

/**
 * The facts found in a document, grouped; each names its page (and section), and choosing one
 * shows that page with the text it was read from marked. A fact the extractor is not sure of is
 * offered as "Check this" rather than asserted.
 */
export function FactsPanel({
  facts,
  selected,
  onSelect,
  labels = [],
}: {
  facts: TenderFacts;
  /** The number printed on each page (`labels[i]` for page i+1), shown where it differs. */
  labels?: readonly (string | null)[];
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
  const list = <F extends Fact<unknown>>(items: readonly F[], text: (f: F) => string): Line[] =>
    items.map((f, i) => ({ key: String(i), text: text(f), fact: f }));
  const groups: { key: keyof TenderFacts; lines: Line[] }[] = [
    { key: 'buyer', lines: one(facts.buyer, (f) => f.value) },
    { key: 'reference', lines: one(facts.reference, (f) => f.value) },
    { key: 'procedure', lines: one(facts.procedure, (f) => f.value) },
    { key: 'lots', lines: list(facts.lots, (f) => lotText(f, t)) },
    { key: 'deadlines', lines: list(facts.deadlines, (f) => deadlineText(f, t, locale)) },
    {
      key: 'awardCriteria',
      lines: facts.awardCriteria.map((f, i) => ({
        key: String(i),
        text: criterionText(f, t, locale),
        fact: f,
        indent: Boolean(f.value.parent),
      })),
    },
    { key: 'priceQuality', lines: one(facts.priceQuality, (f) => priceQualityText(f, t)) },
    { key: 'values', lines: list(facts.values, (f) => valueText(f, t, locale)) },
    { key: 'durations', lines: list(facts.durations, (f) => durationText(f, t)) },
    { key: 'submissionMethod', lines: one(facts.submissionMethod, (f) => f.value) },
    { key: 'submissionLanguage', lines: one(facts.submissionLanguage, (f) => f.value) },
    { key: 'cpvCodes', lines: list(facts.cpvCodes, (f) => f.value) },
    { key: 'requirements', lines: list(facts.requirements, (f) => requirementText(f, t)) },
    { key: 'limits', lines: list(facts.limits, (f) => limitText(f, t)) },
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
              {group.lines.map((line) => {
                const check = needsCheck(line.fact);
                const where = pagePlace(line.fact.page, labels[line.fact.page - 1], t);
                return (
                  <ListItemButton
                    key={`${group.key}-${line.key}`}
                    selected={selected === line.fact}
                    onClick={() => onSelect(line.fact)}
                    data-testid="fact"
                    data-check={check ? 'true' : undefined}
                    sx={line.indent ? { pl: 4 } : undefined}
                  >
                    <ListItemText
                      primary={
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                          <span>{line.text}</span>
                          {check && (
                            <Chip
                              size="small"
                              variant="outlined"
                              color="warning"
                              label={t('documents.facts.check')}
                              title={t('documents.facts.checkHint')}
                            />
                          )}
                        </Stack>
                      }
                      secondary={line.fact.section ? `${where} · ${line.fact.section}` : where}
                    />
                  </ListItemButton>
                );
              })}
            </ul>
          </li>
        ))}
    </List>
  );
}
