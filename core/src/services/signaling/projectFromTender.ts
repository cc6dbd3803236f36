/**
 * "Create project from tender" (callable createProjectFromTender): a project pre-filled from a
 * published tender, one per tender and company however often it is asked for. The project's id is
 * derived from the tender's id and created in a transaction, so two concurrent clicks (or two
 * colleagues) meet at the same document: the first creates it, the other gets it back.
 */
import { CallableError } from '../../callables/errors';
import type { CallableOutput } from '../../callables/table';
import { LIMITS } from '../../model/limits';
import type { Locale } from '../../model/locales';
import { refs } from '../../model/paths';
import { type AwardCriterion, EMPTY_ADDITIONAL_INFO, type Project } from '../../model/project';
import type { Tender, TenderAwardCriterion } from '../../model/tender';
import type { Actor } from '../../policy/actor';
import { explain } from '../../policy/permissions';
import type { DocStore, WriteData } from '../../ports/docStore';
import { serverTimestamp } from '../../ports/values';
import { parseInput } from '../users/validate';
import { SIGNALING_REASONS, signalingCaller } from './viewedCaller';

/** The id of the project made from a tender (stable, so a second request finds the first). */
export function projectIdForTender(tenderId: string): string {
  return `tender-${tenderId}`;
}

/*
 * Stored data, not UI text: a criterion without a name gets its type's name in the language of the
 * person who created the project (the project is theirs to rename in the Award Criteria step).
 */
const CRITERION_TYPE_NAMES: Record<Locale, Record<TenderAwardCriterion['type'], string>> = {
  en: { price: 'Price', cost: 'Cost', quality: 'Quality', documents: 'Documents' },
  nl: { price: 'Prijs', cost: 'Kosten', quality: 'Kwaliteit', documents: 'Documenten' },
};

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/**
 * The tender's award criteria as the workflow's Award Criteria step keeps them: named, weighted
 * in percent (points are converted to their share of the lot's total; a monetary or ordering
 * weight has no percentage and stays empty). Lots with the same criteria (the common case) give
 * them once; a lot with different ones adds its own.
 */
export function awardCriteriaFromTender(tender: Tender, language: Locale): AwardCriterion[] {
  const seenLots = new Set<string>();
  const out: AwardCriterion[] = [];
  for (const lot of tender.lots ?? []) {
    const signature = JSON.stringify(lot.awardCriteria);
    if (lot.awardCriteria.length === 0 || seenLots.has(signature)) continue;
    seenLots.add(signature);
    const totalPoints = lot.awardCriteria
      .filter((c) => c.weightKind === 'points' && c.weight != null)
      .reduce((sum, c) => sum + (c.weight ?? 0), 0);
    for (const criterion of lot.awardCriteria) {
      if (out.length >= LIMITS.awardCriteriaMax) return out;
      let weight: number | null = null;
      if (criterion.weight != null && criterion.weightKind === 'percentage') {
        weight = criterion.weight;
      } else if (criterion.weight != null && criterion.weightKind === 'points' && totalPoints > 0) {
        weight = Math.round((criterion.weight / totalPoints) * 1000) / 10;
      }
      out.push({
        id: `c${out.length + 1}`,
        description: clip(
          criterion.name?.trim() || CRITERION_TYPE_NAMES[language][criterion.type],
          LIMITS.descriptionMax,
        ),
        weight: weight != null && weight >= 0 && weight <= 100 ? weight : null,
      });
    }
  }
  return out;
}

/** The new project: name, description, buyer, deadline, CPV codes and award criteria. */
export function projectFromTender(
  tenderId: string,
  tender: Tender,
  uid: string,
  language: Locale,
): WriteData<Project> {
  const title = tender.titles?.[language] ?? tender.title;
  const description = tender.descriptions?.[language] ?? tender.description;
  return {
    name: clip(title.trim() || tender.sourceId, LIMITS.nameMax),
    description: clip(description.trim(), LIMITS.descriptionMax),
    type: 'ai_draft',
    status: 'draft',
    ownerId: uid,
    createdBy: uid,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    submissionDeadline: tender.deadline ?? null,
    announcementDate: null,
    dataSources: { knowledgeBaseIds: [], enableAll: true },
    awardCriteria: awardCriteriaFromTender(tender, language),
    additionalInfo: { ...EMPTY_ADDITIONAL_INFO },
    tenderId,
    buyer: clip(tender.buyer, LIMITS.nameMax),
    cpvCodes: [...tender.cpvCodes],
  };
}

export interface ProjectFromTenderCallables {
  createProjectFromTender(
    actor: Actor | null,
    input: unknown,
  ): Promise<CallableOutput<'createProjectFromTender'>>;
}

export function createProjectFromTenderCallables(docs: DocStore): ProjectFromTenderCallables {
  return {
    async createProjectFromTender(rawActor, raw) {
      const { actor, user } = await signalingCaller(docs, rawActor);
      const { tenderId } = parseInput('createProjectFromTender', raw);
      const companyId = actor.companyId;
      if (!explain(actor, 'project.create', { companyId }).allowed) {
        throw new CallableError('permission-denied', SIGNALING_REASONS.forbidden);
      }
      const tender = (await docs.getDoc(refs.tender(tenderId))).data;
      if (!tender) throw new CallableError('not-found', SIGNALING_REASONS.noTender);
      const projectId = projectIdForTender(tenderId);
      const ref = refs.project(companyId, projectId);
      const created = await docs.runTransaction(async (tx) => {
        if ((await tx.get(ref)).exists) return false;
        tx.set(ref, projectFromTender(tenderId, tender, actor.uid, user.preferredLanguage));
        return true;
      });
      return { projectId, created };
    },
  };
}
