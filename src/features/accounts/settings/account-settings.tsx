import { Bell, BellRing, KeyRound, ShieldCheck, Trash2, type LucideIcon } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountForm } from './delete-account-form';
import { NotificationPreferencesForm } from './notification-preferences-form';
import { PushSettings } from './push-settings';
import { TwoFactorSettings } from './two-factor-settings';

type SettingKey = 'notifications' | 'push' | 'password' | 'twoFactor' | 'delete';

interface Setting {
  key: SettingKey;
  title: string;
  description: string;
  action: string;
  icon: LucideIcon;
  destructive?: boolean;
}

const settings: Setting[] = [
  {
    key: 'notifications',
    title: 'Notificaciones por Correo',
    description: 'Elige qué avisos recibes por correo electrónico.',
    action: 'Configurar',
    icon: Bell,
  },
  {
    key: 'push',
    title: 'Notificaciones Push',
    description: 'Avisos en este dispositivo aunque la app esté cerrada.',
    action: 'Configurar',
    icon: BellRing,
  },
  {
    key: 'password',
    title: 'Contraseña',
    description: 'Cambia la contraseña con la que inicias sesión.',
    action: 'Cambiar',
    icon: KeyRound,
  },
  {
    key: 'twoFactor',
    title: 'Autenticación de Dos Factores',
    description: 'Pide un código de tu teléfono además de la contraseña.',
    action: 'Configurar',
    icon: ShieldCheck,
  },
  {
    key: 'delete',
    title: 'Eliminar Cuenta',
    description: 'Borra tu cuenta y todos tus datos.',
    action: 'Eliminar',
    icon: Trash2,
    destructive: true,
  },
];

/** Configuración de Cuenta: each row's button opens its form below it. */
export function AccountSettings({ userId }: { userId: string }) {
  const [open, setOpen] = useState<SettingKey | null>(null);
  const id = useId();
  const close = () => setOpen(null);
  const panels: Record<SettingKey, ReactNode> = {
    notifications: <NotificationPreferencesForm userId={userId} onDone={close} />,
    push: <PushSettings userId={userId} />,
    password: <ChangePasswordForm onDone={close} />,
    twoFactor: <TwoFactorSettings />,
    delete: <DeleteAccountForm />,
  };
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold text-slate-900">Configuración de Cuenta</h2>
      <ul className="divide-y rounded-lg border">
        {settings.map((setting) => {
          const expanded = open === setting.key;
          const panelId = `${id}-${setting.key}`;
          const Icon = setting.icon;
          return (
            <li key={setting.key} className="space-y-3 p-4">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div className="flex min-w-0 items-start gap-3">
                  <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" />
                  <div className="min-w-0">
                    <h3 className="font-medium text-slate-900">{setting.title}</h3>
                    <p className="text-sm text-slate-600">{setting.description}</p>
                  </div>
                </div>
                <Button
                  variant={setting.destructive ? 'destructive' : 'outline'}
                  size="sm"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  aria-label={`${setting.action}: ${setting.title}`}
                  onClick={() => setOpen(expanded ? null : setting.key)}
                >
                  {setting.action}
                </Button>
              </div>
              {expanded ? (
                <section id={panelId} aria-label={setting.title}>
                  {panels[setting.key]}
                </section>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
