'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { FormProvider, useForm, type DefaultValues } from 'react-hook-form';
import { toast } from 'sonner';
import { LeaveFormLink } from '@/components/b2b/leave-form-link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { SelectOption } from '@/components/ui/select';
import type { ActionResult } from '@/lib/actions/action-result';
import { applyFieldErrors } from '@/lib/actions/form-errors';
import type { CompanyChoices } from '@/lib/api/b2b';
import { companyRegistrationSchema, companyUpdateSchema } from '@/lib/api/schemas/b2b';
import { registerCompanyAction, updateCompanyAction } from './actions';
import { CompanyFields } from './company-fields';
import { modelResolver, type CompanyFormValues } from './company-form-values';

type Props = { choices: CompanyChoices | null; countries: SelectOption[] | null } & (
  | { mode: 'register'; values: CompanyFormValues }
  | { mode: 'edit'; id: string; values: Partial<CompanyFormValues> }
);

/**
 * Registers a company or edits one. The browser validates with the service's own schema; what only the
 * service knows (an email already taken, a country the store does not bill to, a code not in master
 * data) comes back as field errors and lands on the same fields.
 */
export function CompanyForm(props: Props) {
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
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

  function failed(result: Extract<ActionResult<unknown>, { ok: false }>, what: string) {
    const unplaced = applyFieldErrors(form, result);
    setFormError([result.message, ...unplaced].join(' '));
    toast.error(what, { description: result.message });
  }

  const submit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      const name = form.getValues('companyName');
      if (props.mode === 'register') {
        const result = await registerCompanyAction(values);
        if (!result.ok) return failed(result, 'The company was not registered');
        toast.success(`Company “${name}” registered`);
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
    () => setFormError('Some fields need attention; each is marked below.'),
  );

  return (
    <FormProvider {...form}>
      <form
        onSubmit={submit}
        noValidate
        aria-label={props.mode === 'register' ? 'Register a company' : 'Edit company'}
        className="max-w-4xl space-y-5"
      >
        {formError && <Alert tone="danger">{formError}</Alert>}
        <CompanyFields mode={props.mode} choices={props.choices} countries={props.countries} />
        <div className="flex items-center justify-end gap-3">
          <LeaveFormLink href={cancelHref} dirty={form.formState.isDirty} />
          <Button type="submit" variant="primary" pending={isSubmitting}>
            {props.mode === 'register' ? 'Register company' : 'Save'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
