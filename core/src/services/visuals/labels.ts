/**
 * The texts drawn into an offline visual, in English and Dutch. They live beside the renderer,
 * not in the locale files, because the SVG is drawn in core (functions and the demo alike) and
 * stored as a file: it is read long after, in the language it was made in.
 */
import type { Locale } from '../../model/locales';

export interface VisualLabels {
  readonly keyFigures: string;
  readonly employees: string;
  readonly turnover: string;
  readonly certificates: string;
  readonly referenceProjects: string;
  readonly keyPeople: string;
  readonly approach: string;
  readonly timeline: string;
  readonly today: string;
  readonly issuedBy: string;
  readonly validUntil: string;
  readonly expired: string;
  readonly expiring: string;
  readonly deadlineKinds: Readonly<
    Record<'questions' | 'submission' | 'award' | 'announcement' | 'other', string>
  >;
  readonly noFacts: string;
  readonly noDeadlines: string;
  readonly noSteps: string;
  readonly source: string;
  readonly offlineImage: string;
  readonly offlineImageHint: string;
}

export const VISUAL_LABELS: Readonly<Record<Locale, VisualLabels>> = {
  en: {
    keyFigures: 'Key figures',
    employees: 'Employees',
    turnover: 'Turnover',
    certificates: 'Certificates',
    referenceProjects: 'Reference projects',
    keyPeople: 'Key people',
    approach: 'Our approach',
    timeline: 'Timeline',
    today: 'Today',
    issuedBy: 'Issued by',
    validUntil: 'Valid until',
    expired: 'Expired',
    expiring: 'Expires soon',
    deadlineKinds: {
      questions: 'Questions',
      submission: 'Submission',
      award: 'Award',
      announcement: 'Announcement',
      other: 'Deadline',
    },
    noFacts:
      'No facts yet: train a knowledge base with company information to fill this infographic.',
    noDeadlines: 'No deadlines yet: set the project’s deadlines or upload its tender documents.',
    noSteps: 'Write the steps in the prompt, one per line (1. …, 2. …).',
    source: 'Source: the company’s own documents',
    offlineImage: 'Offline rendering',
    offlineImageHint: 'No image model is configured: this is a composition, not a generated image.',
  },
  nl: {
    keyFigures: 'Kerncijfers',
    employees: 'Medewerkers',
    turnover: 'Omzet',
    certificates: 'Certificaten',
    referenceProjects: 'Referentieprojecten',
    keyPeople: 'Sleutelfiguren',
    approach: 'Onze aanpak',
    timeline: 'Tijdlijn',
    today: 'Vandaag',
    issuedBy: 'Uitgegeven door',
    validUntil: 'Geldig tot',
    expired: 'Verlopen',
    expiring: 'Verloopt binnenkort',
    deadlineKinds: {
      questions: 'Vragen',
      submission: 'Inschrijving',
      award: 'Gunning',
      announcement: 'Aankondiging',
      other: 'Deadline',
    },
    noFacts:
      'Nog geen feiten: train een kennisbank met bedrijfsinformatie om deze infographic te vullen.',
    noDeadlines:
      'Nog geen deadlines: stel de deadlines van het project in of upload de aanbestedingsstukken.',
    noSteps: 'Schrijf de stappen in de prompt, één per regel (1. …, 2. …).',
    source: 'Bron: de eigen documenten van het bedrijf',
    offlineImage: 'Offline weergave',
    offlineImageHint:
      'Er is geen beeldmodel ingesteld: dit is een compositie, geen gegenereerde afbeelding.',
  },
};
