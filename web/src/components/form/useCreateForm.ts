/**
 * The form of a "create" dialog: Formik with the shared schema, a new id per attempt, the
 * translated failure shown in the dialog (what was typed is kept), and Close that does nothing
 * while saving and otherwise forgets the attempt. The dialog supplies the write and its words.
 */
import { useState } from 'react';
import { type FormikValues, useFormik } from 'formik';
import type * as yup from 'yup';
import { RandomIds } from '@tender/core';
import { useFormikFields } from './useFormikFields';

const ids = new RandomIds();

/**
 * What a list page hands its "create" dialog (projects, knowledge bases, visuals, tickets): open
 * and close from useCreateThenOpen's `dialog`, and the company and member the new item is for.
 */
export interface CreateDialogProps {
  open: boolean;
  companyId: string;
  uid: string;
  onClose: () => void;
  /** The new item's id, once it is written. */
  onCreated: (id: string) => void;
}

export function useCreateForm<Values extends FormikValues>(options: {
  initialValues: Values;
  schema: yup.AnyObjectSchema;
  /** Writes the new document under `id`. */
  create: (id: string, values: Values) => Promise<void>;
  /** The message the dialog shows for a failed write. */
  failureOf: (error: unknown) => string;
  onCreated: (id: string) => void;
  onClose: () => void;
  /** Values validation messages need that the schema cannot carry (useFormikFields). */
  fieldParams?: Record<string, unknown>;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useFormik<Values>({
    initialValues: options.initialValues,
    validationSchema: options.schema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      const id = ids.newId();
      try {
        await options.create(id, values);
        helpers.resetForm();
        options.onCreated(id);
      } catch (error) {
        setFailure(options.failureOf(error));
      }
    },
  });
  const close = () => {
    if (form.isSubmitting) return;
    setFailure(null);
    form.resetForm();
    options.onClose();
  };
  const { field } = useFormikFields(form, options.fieldParams);
  /** Spread onto FormDialog: the failure, the busy state, submit and close. */
  const dialog = {
    failure,
    submitting: form.isSubmitting,
    onSubmit: form.handleSubmit,
    onClose: close,
  };
  return { form, field, dialog };
}
