import { BellRing } from 'lucide-react';
import type { LiveQueue } from '../../../../../contracts/live-chat';
import { Button } from '../../../../components/ui/button';
import { Switch } from '../../../../components/ui/switch';
import { toast } from '../../../../components/ui/use-toast';
import { serverMessage } from '../../../../lib/server-message';
import { playChime, useNotificationPermission, useSoundPreference } from '../../../admin-shell';
import { useSetAvailability } from '../api/availability';

function staffAvailableText(queue: LiveQueue) {
  if (queue.availableStaff === 0) return 'Nobody on staff is available now.';
  if (queue.available)
    return queue.availableStaff === 1
      ? 'Only you are available.'
      : `You and ${queue.availableStaff - 1} more are available.`;
  return `${queue.availableStaff} on staff available now.`;
}

/**
 * The staff member's live chat settings (docs/product/live-chat.md): available for chats (this signed-in
 * session), Sound (this browser), and the browser's permission for notifications.
 */
export function LiveControls({ queue }: { queue: LiveQueue | null }) {
  const availability = useSetAvailability();
  const [sound, setSound] = useSoundPreference();
  const notifications = useNotificationPermission();

  const setAvailable = (available: boolean) =>
    availability.mutate(available, {
      onError: (error) =>
        toast({
          title: 'Could not change your availability',
          description: serverMessage(error),
          variant: 'destructive',
        }),
    });
  const setSoundOn = (on: boolean) => {
    setSound(on);
    // The click that turns it on lets the browser play it, and tells the staff member what it sounds like.
    if (on) void playChime();
  };

  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
      <div className="flex items-start gap-3">
        <Switch
          label="Available for chats"
          checked={queue?.available ?? false}
          onCheckedChange={setAvailable}
          disabled={!queue || availability.isPending}
          className="mt-0.5"
        />
        <div>
          <p className="font-semibold text-navy-900">Available for chats</p>
          <p className="text-sm text-slate-600">Visitors can ask for you while this back office is open.</p>
          {queue ? <p className="mt-0.5 text-xs text-slate-600">{staffAvailableText(queue)}</p> : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
        <div className="flex items-center gap-2">
          <Switch label="Sound" checked={sound} onCheckedChange={setSoundOn} />
          <span aria-hidden="true" className="text-sm font-medium text-slate-700">
            Sound
          </span>
        </div>
        {notifications.permission === 'default' ? (
          <Button variant="outline" size="sm" onClick={() => void notifications.ask()}>
            <BellRing aria-hidden="true" className="size-4" />
            Allow notifications
          </Button>
        ) : null}
        {notifications.permission === 'denied' ? (
          <p className="text-xs text-slate-600">Notifications are blocked in this browser.</p>
        ) : null}
      </div>
    </div>
  );
}
