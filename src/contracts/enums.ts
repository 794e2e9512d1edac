// Enumerations shared by the database schema, the API contracts and the screens.
// docs/product/README.md.

/** Whether a text (a select's value, a stored or typed string) is one of an enumeration's values. */
export const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

export const contactFacilityTypes = ['luxury-condo', 'medical', 'office', 'education', 'other'] as const;
export type ContactFacilityType = (typeof contactFacilityTypes)[number];
export const contactFacilityLabels: Record<ContactFacilityType, string> = {
  'luxury-condo': 'Luxury Condominium',
  medical: 'Medical Facility',
  office: 'Corporate Office',
  education: 'Educational Institution',
  other: 'Other',
};

export const feedbackIssueTypes = ['billing', 'product', 'service', 'technical', 'other'] as const;
export type FeedbackIssueType = (typeof feedbackIssueTypes)[number];
export const feedbackIssueTypeLabels: Record<FeedbackIssueType, string> = {
  billing: 'Billing & Payment',
  product: 'Product Issue',
  service: 'Service Request',
  technical: 'Technical Problem',
  other: 'Other',
};
export const feedbackPriorities = ['low', 'medium', 'high', 'urgent'] as const;
export type FeedbackPriority = (typeof feedbackPriorities)[number];
export const feedbackPriorityLabels: Record<FeedbackPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};
// One vocabulary everywhere; a stored `open` counts as `pending` (docs/product/README.md).
export const feedbackStatuses = ['pending', 'in_progress', 'resolved'] as const;
export type FeedbackStatus = (typeof feedbackStatuses)[number];
export const feedbackStatusLabels: Record<FeedbackStatus, string> = {
  pending: 'Pending',
  in_progress: 'In Progress',
  resolved: 'Resolved',
};

export const chatRoles = ['user', 'assistant'] as const;
/** Who wrote a stored message: the visitor, the assistant, or a person on staff who took the conversation. */
export const storedChatRoles = ['user', 'assistant', 'staff'] as const;
export type StoredChatRole = (typeof storedChatRoles)[number];
/**
 * Where a conversation stands with a person: waiting for staff, live with one, ended, missed (nobody took it in
 * time) or unstaffed (nobody was available). Null: the assistant alone.
 */
export const handoffStatuses = ['waiting', 'live', 'ended', 'missed', 'unstaffed'] as const;
export type HandoffStatus = (typeof handoffStatuses)[number];

export const userRoles = ['user', 'support', 'manager', 'admin', 'property_manager'] as const;
export type UserRole = (typeof userRoles)[number];
export const userStatuses = ['active', 'inactive', 'suspended'] as const;
export type UserStatus = (typeof userStatuses)[number];

export const partnershipStages = ['exploring', 'planning', 'implementation', 'operational'] as const;
export type PartnershipStage = (typeof partnershipStages)[number];
export const installationStatuses = [
  'agreement_signed',
  'planning',
  'site_survey_scheduled',
  'site_survey_completed',
  'installation_scheduled',
  'installation_in_progress',
  'installation_completed',
  'operational',
] as const;
export type InstallationStatus = (typeof installationStatuses)[number];

export const prospectFacilityTypes = [
  'luxury_condos',
  'medical_facilities',
  'corporate_offices',
  'educational_institutions',
] as const;
export const prospectStatuses = [
  'new_lead',
  'contacted',
  'qualified',
  'proposal_sent',
  'negotiating',
  'ready_to_activate',
  'converted',
  'lost',
] as const;
export const priorities = ['low', 'medium', 'high', 'urgent'] as const;
export const leadSources = ['website', 'referral', 'cold_outreach', 'trade_show', 'other'] as const;

export const brandAssetTypes = ['logo', 'color_scheme', 'signage', 'other'] as const;
export const brandAssetStatuses = ['pending', 'approved', 'rejected'] as const;
export const milestoneTypes = ['planning', 'approval', 'installation', 'training', 'launch'] as const;
export const milestoneStatuses = ['pending', 'in_progress', 'completed', 'delayed'] as const;
export const timelineStatuses = ['pending', 'in_progress', 'completed', 'delayed'] as const;
export const partnershipFeedbackStatuses = ['new', 'in_review', 'resolved'] as const;
export const productRequestStatuses = ['pending', 'approved', 'declined', 'fulfilled'] as const;
export const managerInquiryStatuses = ['pending', 'in_progress', 'resolved', 'closed'] as const;

export const trainingCategories = [
  'business_info',
  'services',
  'pricing',
  'support',
  'technical',
  'policies',
  'faq',
  'troubleshooting',
  'installation',
  'maintenance',
  'customization',
  'partnership',
] as const;
export type TrainingCategory = (typeof trainingCategories)[number];
export const suggestionCategories = [
  'general',
  'billing_payment',
  'product_info',
  'technical_support',
  'customer_service',
  'installation',
  'partnership',
] as const;
export const suggestionStatuses = ['pending', 'approved', 'rejected', 'implemented'] as const;
export const suggestionSources = ['chat', 'feedback', 'admin'] as const;

// Reviews: the admin filters and portal form use the four partnership types; the public site's
// two other markets (fitness, hotels) are accepted too so each market page can show its reviews.
export const reviewFacilityTypes = [...prospectFacilityTypes, 'fitness_wellness', 'hotels'] as const;
export type ReviewFacilityType = (typeof reviewFacilityTypes)[number];
export const reviewTypes = ['general', 'installation', 'ongoing_service', 'product_quality'] as const;
export const reviewSources = ['direct', 'email_request', 'survey', 'phone_interview'] as const;
export const reviewVerificationStatuses = ['unverified', 'verified', 'authenticated'] as const;
export const reviewStatuses = ['pending', 'approved', 'published', 'declined'] as const;

export const mailStatuses = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];
export const mailKinds = [
  'inquiry_notification',
  'inquiry_confirmation',
  'feedback_notification',
  'feedback_confirmation',
  'test_email',
  'chat_transcript',
  'welcome_property_manager',
  'visitor_mail_paused',
] as const;
export type MailKind = (typeof mailKinds)[number];
