/** Firestore cases: a company's customers. */
import { newCustomer } from '../../../core/src/model/factories';
import { A, B, uidOf } from '../actors';
import { c, type FirestoreCase } from './case';
import { withoutKey } from './writeData';

const customerData = (uid: string, extra: Record<string, unknown> = {}) => ({
  ...newCustomer(
    {
      name: 'Provincie Utrecht',
      type: 'province',
      registrationNumber: '00000001002220647000',
      place: 'Utrecht, Nederland',
      contactName: '',
      email: '',
      phone: '',
      website: '',
      notes: '',
    },
    uid,
  ),
  ...extra,
});

export const CUSTOMER_CASES: readonly FirestoreCase[] = [
  // customers
  c('userA', 'list', `${A}/customers`, 'allow'),
  c('managerA', 'create', `${A}/customers/cu2`, 'allow', { data: customerData(uidOf('managerA')) }),
  c('userA', 'create', `${A}/customers/cu2`, 'deny', { data: customerData(uidOf('userA')) }),
  c('adminA', 'update', `${A}/customers/cu1`, 'allow', { data: { notes: 'Vaste opdrachtgever' } }),
  c('adminA', 'update', `${A}/customers/cu1`, 'deny', { data: { createdBy: uidOf('adminA') } }),
  c('managerA', 'delete', `${A}/customers/cu1`, 'allow'),
  c('adminB', 'get', `${A}/customers/cu1`, 'deny'),
  c('adminA', 'get', `${B}/customers/cu-b`, 'deny'),
  c('adminA', 'create', `${A}/customers/cu2`, 'allow', { data: customerData(uidOf('adminA')) }),
  c('user2A', 'update', `${A}/customers/cu1`, 'deny', { data: { notes: 'x' } }),
  c('userA', 'delete', `${A}/customers/cu1`, 'deny'),
  c('managerA', 'update', `${A}/customers/cu1`, 'allow', {
    data: { name: 'Gemeente Utrecht (VTH)', nameKey: 'gemeente utrecht vth', type: 'other' },
  }),
  c('managerA', 'update', `${A}/customers/cu1`, 'deny', {
    data: { type: 'company' },
    note: 'type outside the list',
  }),
  c('managerA', 'update', `${A}/customers/cu1`, 'deny', {
    data: { registrationNumber: '1'.repeat(41) },
    note: 'registration number over 40 characters',
  }),
  c('managerA', 'update', `${A}/customers/cu1`, 'deny', { data: { name: ' ' } }),
  c('managerA', 'create', `${A}/customers/cu3`, 'deny', {
    data: customerData(uidOf('managerA'), { place: 'x'.repeat(121) }),
  }),
  c('managerA', 'create', `${A}/customers/cu3`, 'deny', {
    data: customerData(uidOf('managerA'), { type: null }),
  }),
  c('managerA', 'create', `${A}/customers/cu3`, 'deny', {
    data: withoutKey(customerData(uidOf('managerA')), 'nameKey'),
    note: 'a customer without its name key',
  }),
  c('adminB', 'create', `${A}/customers/cu3`, 'deny', { data: customerData(uidOf('adminB')) }),
  c('demotedA', 'update', `${A}/customers/cu1`, 'deny', {
    data: { notes: 'x' },
    note: 'demoted to user: the token still says admin',
  }),
  c('adminA', 'create', `${B}/customers/cu3`, 'deny', { data: customerData(uidOf('adminA')) }),
  c('disabledA', 'list', `${A}/customers`, 'deny'),
  c('adminB', 'delete', `${A}/customers/cu1`, 'deny'),
  c('adminB', 'list', `${B}/customers`, 'allow'),
];
