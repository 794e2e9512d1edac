export { listBrandAssets, submitBrandAsset } from './brand-assets';
export { listDecisions } from './decisions';
export {
  listManagerInquiries,
  listProductRequests,
  submitManagerInquiry,
  submitProductRequest,
} from './manager-requests';
export { listMilestones } from './milestones';
export { listPartnershipFeedback, submitPartnershipFeedback } from './partnership-feedback';
export { listRestocks } from './restocks';
