/** The structured tender brief (issue 17 item 6): built from facts and structure, cited line by line. */
export { buildTenderBrief, briefText, type TenderBriefInput } from './buildTenderBrief';
export { subjectSentences, type SubjectSentence } from './subject';
