import type { ComponentType } from 'react';
import type { SignUpInput } from '@/auth';
import { usePageTitle } from '@/lib/use-page-title';
import { useSignUpFlow } from '../hooks/use-sign-up-flow';
import { AuthCard } from './auth-card';
import { SignUpConfirmation } from './sign-up-confirmation';
import { SignUpFooter } from './sign-up-footer';

export interface SignUpScreenProps<TValues> {
  /** The page's heading and document title. */
  title: string;
  description: string;
  /** The registration form; its values become the sign-up call through `toPayload`. */
  form: ComponentType<{ onSubmit(values: TValues): Promise<void> }>;
  toPayload(values: TValues): SignUpInput;
}

/**
 * The frame of the three registration pages: the wide account card with the sign-up links under
 * the form, replaced by the "check your e-mail" card when the backend wants the address confirmed.
 */
export function SignUpScreen<TValues>({
  title,
  description,
  form: Form,
  toPayload,
}: SignUpScreenProps<TValues>) {
  usePageTitle(title);
  const { submit, confirmationEmail } = useSignUpFlow();
  if (confirmationEmail) return <SignUpConfirmation email={confirmationEmail} />;
  return (
    <AuthCard wide title={title} description={description} footer={<SignUpFooter />}>
      <Form onSubmit={(values) => submit(toPayload(values))} />
    </AuthCard>
  );
}
