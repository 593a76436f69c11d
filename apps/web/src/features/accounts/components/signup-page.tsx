import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages, type SignupRequest, signupRequestSchema } from '@kurio/shared/user';
import { PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { SubmitButton } from '../../../components/submit-button';
import { paths } from '../../../config/paths';
import { usePageMeta } from '../../../lib/page-meta';
import { showWarning } from '../../../stores/warning-bar';
import { useSignup } from '../api/signup';
import { useAfterSignIn } from '../hooks/use-after-sign-in';
import { applyServerErrors } from '../hooks/use-server-field-errors';
import { AuthCard } from './auth-card';

export function SignupPage() {
  usePageMeta({
    title: 'Sign up',
    description: 'Create a free Kurio account: AI flashcards, spaced repetition, narrated lessons and book quests.',
  });
  const afterSignIn = useAfterSignIn();
  const signup = useSignup();
  const form = useForm<SignupRequest>({
    resolver: zodResolver(signupRequestSchema),
    defaultValues: { name: '', email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    signup.mutateAsync(values).then(
      () => {
        showWarning(authMessages.accountCreated);
        afterSignIn();
      },
      (error) => applyServerErrors(error, ['name', 'email', 'password'], form.setError),
    ),
  );

  return (
    <AuthCard
      title="Join Kurio today"
      onSignedIn={afterSignIn}
      footerText="Already have an account?"
      footerLink={{ to: paths.login, label: 'Log in now' }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput label="Name" autoComplete="name" {...form.register('name')} error={errors.name?.message} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            {...form.register('email')}
            error={errors.email?.message}
          />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            {...form.register('password')}
            error={errors.password?.message}
          />
          <SubmitButton fullWidth disabled={signup.isPending} loading={signup.isPending}>
            Sign up
          </SubmitButton>
        </Stack>
      </form>
    </AuthCard>
  );
}
