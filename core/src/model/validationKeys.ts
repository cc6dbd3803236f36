/**
 * Every message a shared schema can produce is an i18n key under `validation.*`; the web app
 * translates it (locales/en.json, nl.json). This list is the contract with the web team:
 * `params` are interpolation values carried in the message (see validationMessage.ts), `en`
 * is the reference English text.
 */
export const VALIDATION_KEY_DOCS = {
  'validation.required': { params: [], en: 'This field is required' },
  'validation.projectNameEmpty': { params: [], en: 'Project name cannot be empty' },
  'validation.invalid': { params: [], en: 'This value is not valid' },
  'validation.unknownField': { params: ['unknown'], en: 'Unexpected field: {{unknown}}' },
  'validation.tooShort': { params: ['min'], en: 'Use at least {{min}} characters' },
  'validation.tooLong': { params: ['max'], en: 'Use at most {{max, number}} characters' },
  'validation.number': { params: [], en: 'Enter a number' },
  'validation.integer': { params: [], en: 'Enter a whole number' },
  'validation.min': { params: ['min'], en: 'Must be at least {{min, number}}' },
  'validation.max': { params: ['max'], en: 'Must be at most {{max, number}}' },
  'validation.tooFew': { params: ['min'], en: 'Add at least {{min}}' },
  'validation.tooMany': { params: ['max'], en: 'At most {{max}} allowed' },
  'validation.oneOf': { params: [], en: 'Choose one of the options' },
  'validation.email': { params: [], en: 'Enter a valid email address' },
  'validation.url': { params: [], en: 'Enter a web address starting with http:// or https://' },
  'validation.id': { params: [], en: 'Not a valid identifier' },
  'validation.cpvCode': { params: [], en: 'Enter a CPV code like 45000000-7' },
  'validation.duplicate': { params: [], en: 'This value appears twice' },
  'validation.passwordTooShort': {
    params: ['min'],
    en: 'The password needs at least {{min}} characters',
  },
  'validation.fileType': { params: ['types'], en: 'Upload one of these file types: {{types}}' },
  'validation.fileTooLarge': { params: ['maxMb'], en: 'Files can be at most {{maxMb}} MB' },
  'validation.fileEmpty': { params: [], en: 'The file is empty' },
  'validation.fileUnreadable': {
    params: [],
    en: 'The file could not be read. Check that it is still there and choose it again.',
  },
  'validation.dateOrder': {
    params: [],
    en: 'The announcement date must be before the submission deadline',
  },
  'validation.knowledgeBaseRequired': {
    params: [],
    en: 'Knowledge base required: select at least one knowledge base with company information documents',
  },
  'validation.draftWithoutKnowledgeBase': {
    params: [],
    en: 'No knowledge base with company information is selected: the draft gets its sections with the requirements to answer, and you write the text yourself',
  },
  'validation.mainTenderMissing': {
    params: [],
    en: 'Missing Tender document: upload the main tender document',
  },
  'validation.mainTenderRoleMissing': {
    params: [],
    en: "Missing Tender document: set the role of the uploaded main tender document to 'Main tender document'",
  },
} as const satisfies Record<string, { params: readonly string[]; en: string }>;

export type ValidationKey = keyof typeof VALIDATION_KEY_DOCS;

export const VALIDATION_KEYS = Object.keys(VALIDATION_KEY_DOCS) as ValidationKey[];

export function isValidationKey(value: string): value is ValidationKey {
  return Object.prototype.hasOwnProperty.call(VALIDATION_KEY_DOCS, value);
}
