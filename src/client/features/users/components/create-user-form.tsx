import { useState, type FormEvent } from 'react';
import { USER_TYPES, userTypeLabel, type UserType } from '@shared/user-roles';
import { ErrorCode } from '@shared/errors';
import { isApiError, NETWORK_ERROR } from '@client/app/api-client';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Select } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { toast } from '@client/components/ui/toast-store';
import { useCreateUser } from '../api';
import { LabelledOptions } from '@client/components/ui/form-controls';

const EMPTY = { fullName: '', email: '', phone: '', userType: 'tenant' as UserType };
type Fields = 'fullName' | 'email' | 'phone' | 'userType';

/**
 * POST /api/admin/users with no password: the server e-mails the new user a link to set their
 * own (no e-mail ever carries a password). The username is the e-mail address.
 */
export function CreateUserForm() {
  const [values, setValues] = useState(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Fields, string>>>({});
  const create = useCreateUser();

  const set = (field: Fields, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const fullName = values.fullName.trim();
    const email = values.email.trim();
    if (!fullName || !email) {
      toast({
        title: 'Missing Information',
        description: 'Please fill in all required fields',
        variant: 'destructive',
      });
      return;
    }
    setFieldErrors({});
    create.mutate(
      { fullName, email, username: email, phone: values.phone.trim() || null, userType: values.userType },
      {
        onSuccess: () => {
          toast({
            title: 'User Created Successfully',
            description: 'A link to set their password has been sent to their email address',
          });
          setValues(EMPTY);
        },
        onError: (error) => {
          if (isApiError(error) && error.code === NETWORK_ERROR) {
            toast({
              title: 'Error',
              description: 'An error occurred while creating the user',
              variant: 'destructive',
            });
            return;
          }
          if (isApiError(error)) {
            const fields = error.fields;
            const next: Partial<Record<Fields, string>> = {
              fullName: fields.fullName,
              email: fields.email ?? fields.username,
              phone: fields.phone,
              userType: fields.userType,
            };
            setFieldErrors(next);
            if (error.code === ErrorCode.validation && Object.values(next).some(Boolean)) return;
          }
          toast({
            title: 'Error',
            description:
              isApiError(error) && error.hasServerMessage ? error.message : 'Failed to create user',
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <section aria-labelledby="create-user-heading" className="max-w-xl space-y-4">
      <h2 id="create-user-heading" className="text-2xl font-semibold text-slate-900">
        Create User
      </h2>
      <p className="text-slate-700">
        The new user&apos;s username is their email address. They are approved straight away and receive an
        email with a link to set their own password.
      </p>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <FormField
          label="Full Name"
          required
          aria-required="true"
          autoComplete="off"
          value={values.fullName}
          onChange={(event) => set('fullName', event.target.value)}
          error={fieldErrors.fullName}
        />
        <FormField
          label="Email"
          type="email"
          required
          aria-required="true"
          autoComplete="off"
          value={values.email}
          onChange={(event) => set('email', event.target.value)}
          error={fieldErrors.email}
        />
        <FormField
          label="Phone"
          optional
          type="tel"
          autoComplete="off"
          value={values.phone}
          onChange={(event) => set('phone', event.target.value)}
          error={fieldErrors.phone}
        />
        <div className="space-y-1">
          <Label htmlFor="create-user-type">User Type</Label>
          <Select
            id="create-user-type"
            value={values.userType}
            onChange={(event) => set('userType', event.target.value)}
            aria-invalid={fieldErrors.userType ? true : undefined}
          >
            <LabelledOptions values={USER_TYPES} labels={userTypeLabel} />
          </Select>
          {fieldErrors.userType && (
            <p role="alert" className="mt-1 text-sm font-medium text-red-700">
              {fieldErrors.userType}
            </p>
          )}
        </div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create User'}
        </Button>
      </form>
    </section>
  );
}
