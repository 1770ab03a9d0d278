import { emailSchema, nameSchema, usernameSchema } from '@brandloom/shared/auth-schemas';
import { videoAccessLevels } from '@brandloom/shared/video';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { FormField } from '~/components/form/form-field';
import { Button } from '~/components/ui/button';
import { Sheet, SheetContent } from '~/components/ui/sheet';
import { ApiError, showFieldErrors } from '~/lib/api';
import { useT } from '~/lib/i18n-context';
import { toast } from '~/lib/toast';
import { useSchemaForm } from '~/lib/use-schema-form';
import { type AdminUser, type AdminUserEdit, useUpdateAdminUser } from '../admin-queries';
import { DeleteUserDialog } from './delete-user-dialog';
import { RoleBadge, StatusBadge } from './user-badges';

const editSchema = z.object({
  name: nameSchema,
  username: usernameSchema,
  email: emailSchema,
  emailVerified: z.boolean(),
  role: z.enum(['user', 'admin']),
  plan: z.enum(['free', 'plus', 'flex']),
  videoAccess: z.enum(videoAccessLevels),
});
type EditForm = z.infer<typeof editSchema>;

const selectClass =
  'h-11 w-full rounded-lg border border-input bg-background px-3 text-[15px] shadow-xs outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 disabled:opacity-60 sm:h-10 sm:text-sm';

interface UserDetailsDialogProps {
  user: AdminUser | null;
  /** The signed-in admin: they may not demote or delete themself. */
  selfId: string | undefined;
  onClose: () => void;
}

/** View and edit one user; delete from here. */
export function UserDetailsDialog({ user, selfId, onClose }: UserDetailsDialogProps) {
  const { t } = useT();
  return (
    <Sheet open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent
        data-testid="user-details"
        title={t('admin:details.title')}
        description={t('admin:details.description')}
        closeLabel={t('admin:details.close')}
      >
        {user && <UserEditor key={user.id} user={user} isSelf={user.id === selfId} onClose={onClose} />}
      </SheetContent>
    </Sheet>
  );
}

function UserEditor({ user, isSelf, onClose }: { user: AdminUser; isSelf: boolean; onClose: () => void }) {
  const { t, language } = useT();
  const update = useUpdateAdminUser();
  const [deleting, setDeleting] = useState(false);
  const { form, formError, setFormError, fieldError } = useSchemaForm<EditForm>(editSchema, {
    name: user.name,
    username: user.username ?? '',
    email: user.email,
    emailVerified: user.emailVerified,
    role: user.role,
    plan: user.plan,
    videoAccess: user.videoAccess,
  });
  const { register, handleSubmit, formState, setError, reset } = form;

  const save = handleSubmit(async (values) => {
    setFormError(null);
    // Only what the admin changed: an untouched field is never rewritten.
    const edit: AdminUserEdit = {};
    for (const key of Object.keys(formState.dirtyFields) as (keyof EditForm)[]) {
      Object.assign(edit, { [key]: values[key] });
    }
    if (Object.keys(edit).length === 0) return;
    try {
      const saved = await update.mutateAsync({ id: user.id, edit });
      reset({ ...values, username: saved.username ?? '', email: saved.email });
      toast({
        title: t('admin:details.saved'),
        description: t('admin:details.savedBody', { email: saved.email }),
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.code === 'EMAIL_TAKEN') setError('email', { message: error.message });
      else if (error.code === 'USERNAME_TAKEN') setError('username', { message: error.message });
      else if (!showFieldErrors(error, form))
        setFormError(`${t('admin:details.saveFailed')}: ${error.message}`);
    }
  });

  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' });
  return (
    <>
      <form onSubmit={save} noValidate className="flex min-h-0 flex-1 flex-col">
        <div className="flex-1 space-y-4 overflow-y-auto px-5 py-5">
          <div className="flex flex-wrap items-center gap-2">
            <RoleBadge role={user.role} />
            <StatusBadge user={user} />
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{t('admin:details.id')}</dt>
            <dd className="break-all font-mono text-xs leading-5">{user.id}</dd>
            <dt className="text-muted-foreground">{t('admin:details.created')}</dt>
            <dd>{date.format(new Date(user.createdAt))}</dd>
          </dl>
          {isSelf && (
            <p className="rounded-lg bg-muted px-3 py-2 text-muted-foreground text-sm">
              {t('admin:details.yourself')}
            </p>
          )}
          <FormField label={t('admin:details.name')} error={fieldError('name')} {...register('name')} />
          <FormField
            label={t('admin:details.username')}
            error={fieldError('username')}
            autoCapitalize="none"
            {...register('username')}
          />
          <FormField
            label={t('admin:details.email')}
            type="email"
            error={fieldError('email')}
            autoCapitalize="none"
            {...register('email')}
          />
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-primary" {...register('emailVerified')} />
            {t('admin:details.emailVerified')}
          </label>
          <div className="grid grid-cols-2 gap-3">
            <label className="grid gap-1.5 font-medium text-sm">
              {t('admin:details.role')}
              <select className={selectClass} disabled={isSelf} {...register('role')}>
                <option value="user">{t('admin:role.user')}</option>
                <option value="admin">{t('admin:role.admin')}</option>
              </select>
            </label>
            <label className="grid gap-1.5 font-medium text-sm">
              {t('admin:details.plan')}
              <select className={selectClass} {...register('plan')}>
                <option value="free">{t('admin:plan.free')}</option>
                <option value="plus">{t('admin:plan.plus')}</option>
                <option value="flex">{t('admin:plan.flex')}</option>
              </select>
            </label>
            <label className="col-span-2 grid gap-1.5 font-medium text-sm">
              {t('video:admin.access')}
              <select className={selectClass} data-testid="admin-video-access" {...register('videoAccess')}>
                <option value="beta">{t('video:admin.beta')}</option>
                <option value="none">{t('video:admin.none')}</option>
              </select>
            </label>
          </div>
          {formError && (
            <p role="alert" className="rounded-lg bg-destructive/10 px-3 py-2 text-destructive text-sm">
              {formError}
            </p>
          )}
        </div>
        <div className="flex flex-col-reverse gap-2 border-border border-t px-5 py-4 sm:flex-row sm:justify-between">
          <Button
            variant="outline"
            className="text-destructive hover:bg-destructive/10"
            disabled={isSelf}
            onClick={() => setDeleting(true)}
            data-testid="open-delete-user"
          >
            <Trash2 aria-hidden className="size-4" />
            {t('admin:delete.open')}
          </Button>
          <Button type="submit" disabled={formState.isSubmitting || !formState.isDirty}>
            {formState.isSubmitting ? t('admin:details.saving') : t('admin:details.save')}
          </Button>
        </div>
      </form>
      <DeleteUserDialog user={user} open={deleting} onOpenChange={setDeleting} onDeleted={onClose} />
    </>
  );
}
