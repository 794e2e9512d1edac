import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardStats } from '../../../../contracts/dashboard';

const label = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

const seriesOrder = ['inquiries', 'feedback'];

/** Inquiries and feedback per week, last 12 weeks (Recharts: loaded with this screen only). */
export default function WeeklyChart({ weekly }: { weekly: DashboardStats['weekly'] }) {
  const data = weekly.map((week) => ({ ...week, label: label.format(new Date(`${week.weekStart}T00:00:00Z`)) }));
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-5 shadow-soft">
      <figcaption className="text-base font-semibold text-navy-900">
        Inquiries and feedback per week (last 12 weeks)
      </figcaption>
      <div
        className="mt-4 h-64"
        role="img"
        aria-label={`Weekly counts: ${data.map((d) => `${d.label}: ${d.inquiries} inquiries, ${d.feedback} feedback`).join('; ')}`}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 4, right: 8, left: -16, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#475569' }} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#475569' }} />
            <Tooltip />
            {/* In the bars' order (inquiries first), not Recharts' default alphabetical one. */}
            <Legend itemSorter={(item) => seriesOrder.indexOf(String(item.dataKey))} />
            <Bar dataKey="inquiries" name="Inquiries" fill="#0f9d7a" radius={[4, 4, 0, 0]} />
            <Bar dataKey="feedback" name="Feedback" fill="#13294b" radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
