import { SettingsCard } from '../../components/settings-card';
import { buttonClass } from '../../components/styles';
import { Switch } from '../../components/switch';

export const messages = {
  title: 'Website Status',
  description: 'When the site is offline, visitors see the maintenance page.',
  switchLabel: 'Website online',
  online: 'Website is Online',
  offline: 'Website is Offline',
  onlineDetail: 'Visitors can access all pages',
  offlineDetail: 'Showing maintenance page to visitors',
  maintenance: 'Enable Maintenance Mode',
} as const;

type SiteStatusCardProps = {
  isOnline: boolean;
  /** A change is being saved: the switch and the button wait for it. */
  saving: boolean;
  onChange: (isOnline: boolean) => void;
};

export function SiteStatusCard({ isOnline, saving, onChange }: SiteStatusCardProps) {
  return (
    <SettingsCard id="site-status-title" title={messages.title} description={messages.description}>
      <Switch label={messages.switchLabel} checked={isOnline} pending={saving} onChange={onChange} />
      <div
        role="status"
        data-site-status={isOnline ? 'online' : 'offline'}
        className={`flex items-start gap-3 rounded-lg border p-4 ${isOnline ? 'border-emerald-200 bg-emerald-50' : 'border-amber-200 bg-amber-50'}`}
      >
        <span aria-hidden="true" className={`mt-1 h-3 w-3 shrink-0 rounded-full ${isOnline ? 'bg-emerald-500' : 'bg-amber-500'}`} />
        <div>
          <p className={`text-sm font-semibold ${isOnline ? 'text-emerald-900' : 'text-amber-900'}`}>
            {isOnline ? messages.online : messages.offline}
          </p>
          <p className={`text-sm ${isOnline ? 'text-emerald-800' : 'text-amber-800'}`}>
            {isOnline ? messages.onlineDetail : messages.offlineDetail}
          </p>
        </div>
      </div>
      <button type="button" className={buttonClass('secondary')} disabled={!isOnline || saving} onClick={() => onChange(false)}>
        {messages.maintenance}
      </button>
    </SettingsCard>
  );
}
