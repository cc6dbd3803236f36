/** Firestore cases: a company's visuals. */
import { newVisual } from '../../../core/src/model/factories';
import { A, uidOf } from '../actors';
import { c, type FirestoreCase } from './case';

const visualData = (uid: string, extra: Record<string, unknown> = {}) => ({
  ...newVisual(
    {
      name: 'Organogram',
      description: '',
      prompt: 'Organogram',
      type: 'infographic',
      infographic: { width: 1080, height: 1080 },
      image: null,
    },
    uid,
    'nl',
  ),
  ...extra,
});

export const VISUAL_CASES: readonly FirestoreCase[] = [
  // visuals
  c('user2A', 'get', `${A}/visuals/v-own`, 'allow'),
  c('userA', 'create', `${A}/visuals/v-new`, 'allow', { data: visualData(uidOf('userA')) }),
  c('userA', 'create', `${A}/visuals/v-new`, 'deny', {
    data: visualData(uidOf('userA'), { status: 'ready' }),
  }),
  c('userA', 'create', `${A}/visuals/v-new`, 'deny', {
    data: visualData(uidOf('userA'), { language: 'fr' }),
    note: "a visual's language is en or nl: its labels are drawn in it",
  }),
  c('adminB', 'create', `${A}/visuals/v-new`, 'deny', {
    data: visualData(uidOf('adminB')),
    note: "another company's admin",
  }),
  c('managerA', 'update', `${A}/visuals/v-own`, 'deny', {
    data: { status: 'failed', error: 'ai.errors.refused' },
    note: 'rendering state is written by functions only',
  }),
  c('userA', 'update', `${A}/visuals/v-own`, 'allow', { data: { description: 'Fasering' } }),
  c('userA', 'update', `${A}/visuals/v-other`, 'deny', { data: { description: 'x' } }),
  c('userA', 'update', `${A}/visuals/v-own`, 'deny', { data: { storagePath: 'elsewhere' } }),
  c('managerA', 'delete', `${A}/visuals/v-other`, 'allow'),
  c('userA', 'delete', `${A}/visuals/v-other`, 'deny'),
  c('adminB', 'list', `${A}/visuals`, 'deny'),
];
