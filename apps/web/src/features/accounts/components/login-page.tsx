import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginRequest, loginRequestSchema } from '@kurio/shared/user';
import { Anchor, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { SubmitButton } from '../../../components/submit-button';
import { paths } from '../../../config/paths';
import { showContactAlert } from '../../../lib/contact-alert';
import { usePageMeta } from '../../../lib/page-meta';
import { useLogin } from '../api/login';
import { useAfterSignIn } from '../hooks/use-after-sign-in';
import { applyServerErrors } from '../hooks/use-server-field-errors';
import { AuthCard } from './auth-card';

export function LoginPage() {
  usePageMeta({ title: 'Log in', description: 'Log in to Kurio with your email and password or Google.' });
  const afterSignIn = useAfterSignIn();
  const login = useLogin();
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    login
      .mutateAsync(values)
      .then(afterSignIn, (error) => applyServerErrors(error, ['email', 'password'], form.setError)),
  );

  return (
    <AuthCard
      title="Log in to Kurio"
      onSignedIn={afterSignIn}
      footerText="Don't have an account?"
      footerLink={{ to: paths.signup, label: 'Sign up now' }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            {...form.register('email')}
            error={errors.email?.message}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            {...form.register('password')}
            error={errors.password?.message}
          />
          <Group justify="flex-end">
            <Anchor component="button" type="button" size="sm" onClick={() => void showContactAlert()}>
              Forgot your password?
            </Anchor>
          </Group>
          <SubmitButton fullWidth disabled={login.isPending} loading={login.isPending}>
            Log in
          </SubmitButton>
        </Stack>
      </form>
    </AuthCard>
  );
}
