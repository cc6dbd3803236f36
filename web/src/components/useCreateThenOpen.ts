/**
 * The "create" dialog of a list page (projects, visuals, knowledge bases, tickets): whether it is
 * open, and once the new item is written, the dialog closed and the item's page opened, in the
 * reader's language. Spread `dialog` onto the page's create dialog; `start` opens it.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLocalePath } from '../app/i18n/LocaleContext';

export function useCreateThenOpen(pageOf: (id: string) => string) {
  const navigate = useNavigate();
  const path = useLocalePath();
  const [open, setOpen] = useState(false);
  return {
    start: () => setOpen(true),
    dialog: {
      open,
      onClose: () => setOpen(false),
      onCreated: (id: string) => {
        setOpen(false);
        void navigate(path(pageOf(id)));
      },
    },
  };
}
