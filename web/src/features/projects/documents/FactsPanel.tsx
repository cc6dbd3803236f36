import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type Fact,
  REQUIREMENT_KINDS,
  type RequirementFact,
  type TenderFacts,
  countTenderFacts,
  needsCheck,
} from '@tender/core';
import {
  type ProjectFactHistory,
  changesBy,
  factId,
  stateOfFact,
} from '@tender/core/documents/changes/factChanges';
import { useLocale } from '../../../app/i18n/LocaleContext';
import { changeSentence, changeValue, factSource } from './changeText';
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
  /** The fact's position in its document's list for its kind (0 for a single fact). */
  readonly index: number;
  readonly text: string;
  readonly fact: Fact<unknown>;
  /** A sub-criterion sits indented under its criterion. */
  readonly indent?: boolean;
}

/**
 * A long tender lists 15–25 requirements in document order, knock-outs scattered between
 * declarations and "other" lines. Ordered by kind (knock-outs first, as REQUIREMENT_KINDS runs),
 * and in document order within a kind, the list can be scanned; each line keeps its index in
 * core's list, so its history state and selection are unchanged.
 */
function requirementLines(items: readonly RequirementFact[], t: TFunction): Line[] {
  const rank = (f: RequirementFact) => REQUIREMENT_KINDS.indexOf(f.value.kind);
  return items
    .map((f, i) => ({ key: String(i), index: i, text: requirementText(f, t), fact: f }))
    .sort((a, b) => rank(a.fact) - rank(b.fact) || a.index - b.index);
}

const one = <F extends Fact<unknown>>(fact: F | null, text: (f: F) => string): Line[] =>
  fact ? [{ key: 'x', index: 0, text: text(fact), fact }] : [];

/**
 * The facts found in a document, grouped; each names its page (and section), and choosing one
 * shows that page with the text it was read from marked. A fact the extractor is not sure of is
 * offered as "Check this" rather than asserted.
 *
 * With the project's fact history (issue 17 item 5): what this document moved is said at the top;
 * a fact a later document replaced stays listed, struck through as "Earlier" with what replaced
 * it; one another document contradicts without a clear order is marked "Conflicting".
 */
export function FactsPanel({
  facts,
  selected,
  onSelect,
  labels = [],
  history,
  documentId,
}: {
  facts: TenderFacts;
  /** The number printed on each page (`labels[i]` for page i+1), shown where it differs. */
  labels?: readonly (string | null)[];
  selected: Fact<unknown> | null;
  onSelect: (fact: Fact<unknown>) => void;
  history?: ProjectFactHistory;
  documentId?: string;
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
    items.map((f, i) => ({ key: String(i), index: i, text: text(f), fact: f }));
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
        index: i,
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
    { key: 'requirements', lines: requirementLines(facts.requirements, t) },
    { key: 'limits', lines: list(facts.limits, (f) => limitText(f, t)) },
  ];
  const moved = history && documentId ? changesBy(history, documentId) : [];
  // A document that states the old value beside the new one (an old and a new schedule) changes
  // itself, not earlier documents.
  const onlyItself = moved.every((c) => c.from.every((f) => f.documentId === documentId));
  const stateOf = (key: string, index: number) =>
    history && documentId ? stateOfFact(history, documentId, key, index) : 'current';
  const replacedBy = (key: string, index: number) =>
    documentId ? history?.supersededBy.get(factId(documentId, key, index)) : undefined;
  // The chip's hint is a tooltip, out of reach on a phone and by keyboard: say it once in words.
  const anyCheck = groups.some((g) => g.lines.some((l) => needsCheck(l.fact)));
  return (
    <>
      {anyCheck && (
        <Typography
          variant="caption"
          color="text.secondary"
          component="p"
          sx={{ px: 2, pb: 0.5, m: 0 }}
          data-testid="facts-check-legend"
        >
          {t('documents.facts.checkLegend')}
        </Typography>
      )}
      {moved.length > 0 && (
        <Alert severity="info" sx={{ mx: 2, my: 1 }} data-testid="document-fact-changes">
          <AlertTitle>
            {t(
              onlyItself
                ? 'documents.changes.inThisDocumentItself'
                : 'documents.changes.inThisDocument',
            )}
          </AlertTitle>
          {moved.map((c) => (
            <Typography key={c.slot} variant="body2">
              {changeSentence(c, t, locale, documentId)}
            </Typography>
          ))}
        </Alert>
      )}
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
                  const state = stateOf(group.key, line.index);
                  const replacement = replacedBy(group.key, line.index);
                  const page = pagePlace(line.fact.page, labels[line.fact.page - 1], t);
                  const place = line.fact.section ? `${page} · ${line.fact.section}` : page;
                  const where = replacement
                    ? `${place} · ${t('documents.changes.replacedBy', {
                        value: changeValue(replacement.key, replacement.fact, t, locale),
                        source: factSource(replacement, t, documentId),
                      })}`
                    : place;
                  return (
                    <ListItemButton
                      key={`${group.key}-${line.key}`}
                      selected={selected === line.fact}
                      onClick={() => onSelect(line.fact)}
                      data-testid="fact"
                      data-check={check ? 'true' : undefined}
                      data-state={state === 'current' ? undefined : state}
                      sx={line.indent ? { pl: 4 } : undefined}
                    >
                      <ListItemText
                        primary={
                          <Stack
                            direction="row"
                            useFlexGap
                            sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}
                          >
                            <Typography
                              component="span"
                              variant="inherit"
                              sx={
                                state === 'superseded'
                                  ? { textDecoration: 'line-through', color: 'text.secondary' }
                                  : undefined
                              }
                            >
                              {line.text}
                            </Typography>
                            {state === 'superseded' && (
                              <Chip
                                size="small"
                                variant="outlined"
                                label={t('documents.changes.earlier')}
                              />
                            )}
                            {state === 'conflicting' && (
                              <Chip
                                size="small"
                                variant="outlined"
                                color="warning"
                                label={t('documents.changes.conflicting')}
                                title={t('documents.changes.conflictingHint')}
                              />
                            )}
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
                        secondary={where}
                      />
                    </ListItemButton>
                  );
                })}
              </ul>
            </li>
          ))}
      </List>
    </>
  );
}
