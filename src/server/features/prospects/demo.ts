import type { ProspectRequest } from '../../../contracts/prospects';
import { prospectRequest } from '../../../contracts/prospects';
import { DAY_MS } from '../../../contracts/time';
import type { Database } from '../../db/client';
import { crmProspects } from '../../db/schema/index';
import { prospectColumns } from './service';

const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** A pipeline a new team member can try the screen on, one lead per stage that matters. */
function demoProspects(): ProspectRequest[] {
  return [
    {
      locationName: 'The Meridian Residences',
      address: '410 Harbor View Drive',
      facilityType: 'luxury_condos',
      contactName: 'Dana Whitfield',
      contactEmail: 'dana.whitfield@meridian-hoa.example',
      contactPhone: '(555) 014-2231',
      companyName: 'Meridian Owners Association',
      status: 'ready_to_activate',
      priority: 'high',
      leadSource: 'referral',
      estimatedRevenue: 42000,
      estimatedTimeline: '4-6 weeks',
      notes: 'Board approved the lobby location; wants wine and prepared meals.',
      lastContactDate: daysFromNow(-3),
      nextFollowUpDate: daysFromNow(2),
    },
    {
      locationName: 'St. Brigid Medical Center',
      address: '2200 Lakeside Parkway',
      facilityType: 'medical_facilities',
      contactName: 'Marcus Ohene',
      contactEmail: 'm.ohene@stbrigid.example',
      contactPhone: '(555) 017-8810',
      companyName: 'St. Brigid Health',
      status: 'proposal_sent',
      priority: 'urgent',
      leadSource: 'trade_show',
      estimatedRevenue: 96000,
      estimatedTimeline: 'Q1 next year',
      notes: 'Night-shift staff lounge on floor 3 and the family waiting area.',
      lastContactDate: daysFromNow(-12),
      nextFollowUpDate: daysFromNow(-2),
    },
    {
      locationName: 'Northgate Tech Campus',
      address: '88 Innovation Way',
      facilityType: 'corporate_offices',
      contactName: 'Priya Raman',
      contactEmail: 'priya.raman@northgate.example',
      companyName: 'Northgate Properties',
      status: 'qualified',
      priority: 'medium',
      leadSource: 'website',
      estimatedRevenue: 58000,
      estimatedTimeline: '2 months',
      lastContactDate: daysFromNow(-6),
      nextFollowUpDate: daysFromNow(5),
    },
    {
      locationName: 'Westbrook University Library',
      address: '1 College Green',
      facilityType: 'educational_institutions',
      contactName: 'Tomás Alvarez',
      contactEmail: 'talvarez@westbrook.example',
      contactPhone: '(555) 019-4402',
      status: 'contacted',
      priority: 'medium',
      leadSource: 'cold_outreach',
      estimatedRevenue: 35000,
      notes: 'Library is open until 2 am in exam weeks.',
      lastContactDate: daysFromNow(-20),
      nextFollowUpDate: daysFromNow(-6),
    },
    {
      locationName: 'Harborline Lofts',
      facilityType: 'luxury_condos',
      contactName: 'Ellen Park',
      contactEmail: 'ellen.park@harborline.example',
      status: 'new_lead',
      priority: 'low',
      leadSource: 'website',
      nextFollowUpDate: daysFromNow(1),
    },
    {
      locationName: 'Crestview Office Park',
      address: '5 Crestview Plaza',
      facilityType: 'corporate_offices',
      contactName: 'Graham Holt',
      contactEmail: 'g.holt@crestview.example',
      companyName: 'Crestview Realty',
      status: 'negotiating',
      priority: 'high',
      leadSource: 'referral',
      estimatedRevenue: 61000,
      estimatedTimeline: '6 weeks',
      lastContactDate: daysFromNow(-1),
      nextFollowUpDate: daysFromNow(7),
    },
  ];
}

/**
 * The demo pipeline of a new database (`npm start`, with the demo partner): written straight to the table, nobody's
 * change, so no activity row and no event.
 */
export async function addDemoProspects(db: Database) {
  await db.insert(crmProspects).values(demoProspects().map((sample) => prospectColumns(prospectRequest.parse(sample))));
}
