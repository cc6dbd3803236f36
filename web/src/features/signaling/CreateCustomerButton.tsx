import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../app/toasts/toasts';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Tooltip from '@mui/material/Tooltip';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import {
  LOCALE_TAGS,
  RandomIds,
  type Tender,
  actorFromClaims,
  can,
  newCustomer,
  refs,
} from '@tender/core';
import { customerInputFromTender, findCustomerByName } from '@tender/core/services/customers/index';
import { useLocale, useLocalePath } from '../../app/i18n/LocaleContext';
import { useSessionState } from '../../app/session/SessionContext';
import { useBackend } from '../../backend/BackendContext';
import { signalingFailure } from './signalingFailure';

const ids = new RandomIds();

/**
 * "Create customer" from the open tender's buyer, in one click: the customer is made from what the
 * notice says (name, kind, place, registration number, contact) and opened; a buyer that already
 * is a customer (same name however spelt) is opened instead. Admins and managers only.
 */
export function CreateCustomerButton({ tender }: { tender: Tender }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const path = useLocalePath();
  const navigate = useNavigate();
  const backend = useBackend();
  const { enqueueSnackbar } = useSnackbar();
  const session = useSessionState();
  const [busy, setBusy] = useState(false);
  if (session.status !== 'signedIn' || !session.session.access.companyId) return null;
  const { user, access } = session.session;
  const companyId = access.companyId!;
  const actor = actorFromClaims(
    user.uid,
    { companyId, role: access.role ?? undefined },
    access.status,
  );
  const mayCreate = can(actor, 'customer.write', { companyId });
  if (!tender.buyer.trim()) return null;

  const create = async () => {
    setBusy(true);
    try {
      const existing = await findCustomerByName(backend.docs, companyId, tender.buyer);
      let id = existing;
      if (!id) {
        const countries = new Intl.DisplayNames([LOCALE_TAGS[locale]], { type: 'region' });
        const input = customerInputFromTender(tender, (code) => countries.of(code) ?? code);
        id = ids.newId();
        await backend.docs.setDoc(refs.customer(companyId, id), newCustomer(input, user.uid));
      }
      enqueueSnackbar(
        t(existing ? 'customers.toasts.fromBuyerExisting' : 'customers.toasts.fromBuyer'),
        {
          variant: 'success',
        },
      );
      void navigate(path(`/dashboard/customers/${id}`));
    } catch (error) {
      setBusy(false);
      enqueueSnackbar(signalingFailure(error, 'customers.errors.create', t), { variant: 'error' });
    }
  };

  return (
    <Tooltip title={mayCreate ? '' : t('customers.reasons.editRole')}>
      <span>
        <Button
          variant="outlined"
          onClick={() => void create()}
          disabled={!mayCreate || busy}
          startIcon={
            busy ? <CircularProgress size={16} color="inherit" /> : <PersonAddAltOutlined />
          }
        >
          {t('customers.fromBuyer')}
        </Button>
      </span>
    </Tooltip>
  );
}
