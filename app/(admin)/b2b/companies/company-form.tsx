'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState, type FormEvent } from 'react';
import type { FieldPath } from 'react-hook-form';
import { FormProvider, useForm, type DefaultValues } from 'react-hook-form';
import { toast } from 'sonner';
import { LeaveFormLink } from '@/components/b2b/leave-form-link';
import { Button } from '@/components/ui/button';
import { FormErrorSummary } from '@/components/ui/form-error-summary';
import type { SelectOption } from '@/components/ui/select';
import type { ActionResult } from '@/lib/actions/action-result';
import { applyFieldErrors } from '@/lib/actions/form-errors';
import type { CompanyChoices } from '@/lib/api/b2b';
import { companyRegistrationSchema, companyUpdateSchema } from '@/lib/api/schemas/b2b';
import { registerCompanyAction, updateCompanyAction } from './actions';
import { CompanyFields } from './company-fields';
import { RegistrationSteps, REGISTRATION_STEPS, stepOfField } from './company-steps';
import { modelResolver, type CompanyFormValues } from './company-form-values';

type Props = { choices: CompanyChoices | null; countries: SelectOption[] | null } & (
  | { mode: 'register'; values: CompanyFormValues }
  | { mode: 'edit'; id: string; values: Partial<CompanyFormValues> }
);

/**
 * Registers a company or edits one. The browser validates with the service's own schema; what only the
 * service knows (an email already taken, a country the store does not bill to, a code not in master
 * data) comes back as field errors and lands on the same fields. Registering goes step by step
 * (company-steps.tsx): Next validates the step's fields, Back keeps them, and an error from the service
 * opens the step of its field.
 */
export function CompanyForm(props: Props) {
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  const [step, setStep] = useState(0);
  // The field to focus once its step is shown (a hidden field cannot take focus).
  // A new object each time, so asking for the same field again focuses it again.
  const [focusRequest, setFocusRequest] = useState<{ field: FieldPath<CompanyFormValues> } | null>(null);
  const setFocusTarget = (field: FieldPath<CompanyFormValues>) => setFocusRequest({ field });
  const stepped = props.mode === 'register';
  const lastStep = REGISTRATION_STEPS.length - 1;
  const form = useForm<CompanyFormValues>({
    resolver: modelResolver(props.mode === 'register' ? companyRegistrationSchema : companyUpdateSchema),
    defaultValues: props.values as DefaultValues<CompanyFormValues>,
  });
  const { isDirty, isSubmitting } = form.formState;
  const cancelHref = props.mode === 'register' ? '/b2b/companies' : `/b2b/companies/${props.id}`;

  useEffect(() => {
    if (!isDirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  useEffect(() => {
    if (focusRequest) form.setFocus(focusRequest.field);
  }, [focusRequest, form]);

  /** Shows the step of the first field with an error and focuses that field. */
  function showFirstError() {
    const first = Object.keys(form.formState.errors)[0];
    if (!stepped || !first) return;
    const errors = form.formState.errors as Record<string, { message?: string } & Record<string, unknown>>;
    const nested =
      first === 'address'
        ? Object.keys(errors.address ?? {}).find((k) => k !== 'message' && k !== 'type' && k !== 'ref')
        : undefined;
    setStep(stepOfField(first));
    setFocusTarget((nested ? `address.${nested}` : first) as FieldPath<CompanyFormValues>);
  }

  async function next() {
    const current = REGISTRATION_STEPS[step];
    if (!(await form.trigger(current.fields, { shouldFocus: true }))) return;
    setFormError(null);
    setStep(step + 1);
    setFocusTarget(REGISTRATION_STEPS[step + 1].first);
  }

  function back() {
    setStep(step - 1);
    setFocusTarget(REGISTRATION_STEPS[step - 1].first);
  }

  function failed(result: Extract<ActionResult<unknown>, { ok: false }>, what: string) {
    const unplaced = applyFieldErrors(form, result);
    setFormError([result.message, ...unplaced].join(' '));
    toast.error(what, { description: result.message });
    showFirstError();
  }

  const submit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      const name = form.getValues('companyName');
      if (props.mode === 'register') {
        const result = await registerCompanyAction(values);
        if (!result.ok) return failed(result, 'The company was not registered');
        toast.success(`Company “${name}” registered`, {
          description: `${values.email} was sent a link to set their password.`,
        });
        form.reset(form.getValues());
        router.push(
          result.data.id
            ? `/b2b/companies/${result.data.id}`
            : `/b2b/companies?q=${encodeURIComponent(result.data.name)}`,
        );
        return;
      }
      const result = await updateCompanyAction(props.id, values);
      if (!result.ok) return failed(result, 'The company was not saved');
      toast.success(`Company “${name}” saved`);
      form.reset(form.getValues());
      router.push(`/b2b/companies/${props.id}`);
    },
    () => {
      setFormError(null);
      showFirstError();
    },
  );

  // Enter in a field of an earlier step goes to the next step rather than registering.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (stepped && step < lastStep) {
      event.preventDefault();
      void next();
      return;
    }
    void submit(event);
  };

  return (
    <FormProvider {...form}>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={props.mode === 'register' ? 'Register a company' : 'Edit company'}
        className="max-w-4xl space-y-5"
      >
        {stepped ? (
          <RegistrationSteps step={step} choices={props.choices} countries={props.countries} />
        ) : (
          <CompanyFields choices={props.choices} countries={props.countries} />
        )}
        <FormErrorSummary submitCount={form.formState.submitCount} message={formError} />
        <div className="flex items-center justify-end gap-3">
          <LeaveFormLink href={cancelHref} dirty={form.formState.isDirty} />
          {stepped && step > 0 && (
            <Button type="button" onClick={back}>
              Back
            </Button>
          )}
          {stepped && step < lastStep ? (
            <Button type="submit" variant="primary">
              Next: {REGISTRATION_STEPS[step + 1].title}
            </Button>
          ) : (
            <Button type="submit" variant="primary" pending={isSubmitting}>
              {stepped ? 'Register company' : 'Save'}
            </Button>
          )}
        </div>
      </form>
    </FormProvider>
  );
}
