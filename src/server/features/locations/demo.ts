import {
  brandAssetRequest,
  createDecisionRequest,
  createMilestoneRequest,
  createTimelineItemRequest,
  managerInquiryRequest,
  partnershipFeedbackRequest,
  productRequestRequest,
  restockRequest,
} from '../../../contracts/partnership';
import { createLocationRequest } from '../../../contracts/property-managers';
import { DAY_MS } from '../../../contracts/time';
import type { Database } from '../../db/client';
import { crmProspects, locations } from '../../db/schema/index';
import { DomainEvents } from '../../lib/domain-events';
import type { GeneratedSignIn } from '../../lib/generated-sign-in';
import { generatePassword } from '../../lib/passwords';
import type { Mailer } from '../mail';
import { addDemoProspects } from '../prospects';
import { createLocationAccount } from './accounts';
import { updateInstallationDetails } from './installation';
import { createDecision } from './journey/decisions';
import { createMilestone } from './journey/milestones';
import { createTimelineItem } from './journey/timeline-items';
import { submitBrandAsset } from './requests/brand-assets';
import { submitManagerInquiry, submitProductRequest } from './requests/manager-requests';
import { submitPartnershipFeedback } from './requests/partnership-feedback';
import { recordRestock } from './requests/restocks';

type Log = { info(obj: object, msg?: string): void };

export const DEMO_LOCATION_CODE = 'LUX101';

const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

/**
 * A pipeline and one partner mid-installation, so that a new database shows the partnership screens and the
 * portal with something in them. Only on a database with no prospects and no locations; the demo portal's
 * temporary password is answered to be shown once, like the admin's.
 */
export async function seedDemoPartnership(
  db: Database,
  mailer: Mailer,
  log: Log,
): Promise<GeneratedSignIn | undefined> {
  const [prospect] = await db.select({ id: crmProspects.id }).from(crmProspects).limit(1);
  const [existing] = await db.select({ id: locations.id }).from(locations).limit(1);
  if (prospect || existing) return undefined;

  // The demo content is nobody's change (no actor: no activity rows) and tells nothing to the app: its changes run
  // with an event hub of their own, which nothing listens to.
  const events = new DomainEvents({ error: (details, message) => log.info(details, message) });
  const password = `Demo-${generatePassword(8)}`;
  const location = await db.transaction(async (tx) => {
    await addDemoProspects(tx);
    return createLocationAccount(
      tx,
      createLocationRequest.parse({
        locationName: 'Harborview Residences',
        locationCode: DEMO_LOCATION_CODE,
        address: '1200 Harborview Drive, Riverton',
        propertyManager: 'Dana Whitfield',
        contactEmail: 'dana.whitfield@harborview-residences.example',
        contactPhone: '(555) 010-2040',
        password,
        installationStatus: 'installation_scheduled',
        partnershipStage: 'implementation',
        estimatedInstallationDate: day(18),
      }),
      mailer,
    );
  });
  await updateInstallationDetails(
    db,
    location.id,
    {
      machineModel: 'Elevate SmartMarket 3 (two coolers, one ambient rack)',
      machineSerialNumber: 'EM3-24-0117',
      agreementSignedDate: day(-45),
      siteSurveyDate: day(-30),
      installationScheduledDate: day(18),
      estimatedInstallationDate: day(18),
      installationCompletedDate: null,
      operationalDate: null,
      notes: 'Loading dock on Harbor Lane; building engineer Luis has the lobby keys (ext. 214).',
    },
    undefined,
    events,
  );

  const milestones = [
    ['planning', 'Site survey and market layout', 'completed', -30, 'Lobby, north wall beside the mail room.'],
    ['approval', 'HOA board approval', 'completed', -16, 'Approved at the monthly board meeting.'],
    ['installation', 'Cabinetry and cooler installation', 'in_progress', 18, 'Two dedicated circuits in place.'],
    ['training', 'Resident app walkthrough', 'pending', 21, 'A lobby table on opening weekend.'],
    ['launch', 'Grand opening tasting', 'pending', 25, 'Local bakery samples and a first-purchase credit.'],
  ] as const;
  for (const [milestoneType, title, status, offset, notes] of milestones) {
    const input = createMilestoneRequest.parse({
      locationId: location.id,
      milestoneType,
      title,
      status,
      targetDate: day(offset),
      completedDate: status === 'completed' ? day(offset) : null,
      assignedTo: 'Jordan Reyes',
      notes,
    });
    await createMilestone(db, input, undefined, events);
  }
  const timeline = [
    ['Site survey', 'completed', -30, -30],
    ['Electrical work', 'completed', -5, -4],
    ['Cabinetry delivery', 'in_progress', 15, null],
    ['Market installation', 'pending', 18, null],
  ] as const;
  for (const [title, status, estimated, actual] of timeline) {
    const input = createTimelineItemRequest.parse({
      locationId: location.id,
      title,
      status,
      estimatedDate: day(estimated),
      actualDate: actual === null ? null : day(actual),
    });
    await createTimelineItem(db, input, undefined, events);
  }
  for (const [decisionStage, decisionNotes, nextSteps] of [
    ['exploring', 'Residents asked for fresh food after 9 pm; the board wants no cost to the association.', 'Survey'],
    ['planning', 'North wall of the lobby; cashless checkout; wine with age verification.', 'Order cabinetry'],
  ] as const) {
    const input = createDecisionRequest.parse({
      locationId: location.id,
      decisionStage,
      decisionMade: true,
      decisionDate: day(decisionStage === 'exploring' ? -40 : -20),
      decisionNotes,
      nextSteps,
    });
    await createDecision(db, input, undefined, events);
  }
  await submitPartnershipFeedback(
    db,
    location,
    partnershipFeedbackRequest.parse({
      feedbackType: 'installation',
      rating: 5,
      subject: 'Smooth survey',
      message: 'The survey team was on time and explained the layout to our board. Can the cooler be lit at night?',
    }),
  );
  await submitManagerInquiry(
    db,
    location,
    managerInquiryRequest.parse({
      inquiryType: 'meeting',
      subject: 'Walkthrough before opening',
      message: 'Could we walk the lobby with your installer the week before opening? Mornings suit me best.',
    }),
  );
  await submitProductRequest(
    db,
    location,
    productRequestRequest.parse({
      productName: 'Oat milk',
      productCategory: 'Dairy alternatives',
      justification: 'Several residents asked for it for their morning coffee.',
    }),
  );
  await submitBrandAsset(
    db,
    location.id,
    brandAssetRequest.parse({
      assetType: 'color_scheme',
      assetName: 'Harborview lobby colours',
      description: 'Navy and brass, as in the lobby; for the cooler wrap and the welcome sign.',
      colours: ['#1b2a41', '#b08d57', '#f4f1ea'],
    }),
  );
  await recordRestock(
    db,
    restockRequest.parse({
      locationId: location.id,
      restockDate: day(19),
      products: 'Opening stock: fresh meals, snacks, beverages',
    }),
    undefined,
    events,
  );

  log.info({ locationCode: DEMO_LOCATION_CODE }, 'demo partnership added');
  return {
    title: 'Property manager portal (the demo location)',
    page: '/property-manager',
    fields: [
      ['location code', DEMO_LOCATION_CODE],
      ['temporary password', password],
    ],
    note: 'You choose your own password at the first sign-in.',
  };
}
