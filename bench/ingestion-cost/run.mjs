// One ingestion run of bench/ingestion-cost.mjs, as the scheduled function runs it (core's
// ingestTenders with the per-run matcher) behind the billing wrapper, and the day's cost carried
// from a run over a sample of its pages.
import { billingDocStore, createRunMatcher, ingestTenders } from './core.mjs';
import { PAGE_SIZE } from './scale.mjs';

/** TED's search paging over the day's notices (cursor = the next page's number). */
function source(today) {
  return {
    id: 'ted',
    async fetchPublished({ cursor }) {
      const page = Number(cursor ?? 0);
      const tenders = today.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
      const more = (page + 1) * PAGE_SIZE < today.length;
      return { tenders, ...(more ? { nextCursor: String(page + 1) } : {}) };
    },
  };
}

/**
 * One run over `today`. The operations of each page's matching round are recorded, so that a run
 * over a sample of the day's pages can be carried to the whole day (see `estimate`).
 */
export async function run(docs, today, clock) {
  const { docs: counted, billed } = billingDocStore(docs);
  const match = createRunMatcher({ docs: counted, now: () => clock.now() });
  const rounds = [];
  const started = performance.now();
  const result = await ingestTenders(
    source(today),
    {
      docs: counted,
      clock,
      sleep: async () => {},
      random: () => 0.5,
      matchTenders: async (tenders) => {
        const r = await match(tenders);
        rounds.push({ ...billed });
        return r;
      },
    },
    { maxPages: 40 },
  );
  if (!result.ok || result.paused) throw new Error(`run did not finish: ${JSON.stringify(result)}`);
  return { ...billed, rounds, ms: performance.now() - started, summary: result.summary };
}

const OPS = ['reads', 'writes', 'deletes'];

/**
 * The day's run from a run over a sample: the first `sampledNew` of the day's pages of new
 * notices and all of its change notices. Each page of new notices not run is added at the mean
 * cost of the sample's new pages after the first (the first also pays for loading the companies,
 * their votes and the index, once per run); the change notices and the run's end are measured.
 */
export function estimate(sample, sampledNew, dayNewPages) {
  const out = {};
  const rounds = sample.rounds.slice(0, sampledNew);
  for (const op of OPS) {
    if (rounds.length < sampledNew || sampledNew < 2) {
      // Nothing new to match (a later run of the day): every page costs the same.
      out[op] = Math.round((sample[op] * dayNewPages) / sampledNew);
      continue;
    }
    const perPage = (rounds.at(-1)[op] - rounds[0][op]) / (sampledNew - 1);
    out[op] = Math.round(sample[op] + (dayNewPages - sampledNew) * perPage);
  }
  return out;
}
