import type { SiteConfig } from '../../contracts/site';
import { commitment, immediateHelp, issueTypes, serviceHero } from './customer-service';
import { customerServicePage } from './pages';
import type { SitePassage } from './passage';
import { passage } from './passage';
import { labelled, lines, sentence } from './passage-text';

/** The customer-service page: overview, immediate help (with the configured phone and e-mail), issue types, commitment. */
export function customerServicePassages(site: SiteConfig): SitePassage[] {
  const page = customerServicePage;
  return [
    passage(
      page,
      { anchor: 'overview', section: 'Overview' },
      lines(labelled(serviceHero.eyebrow, serviceHero.heading), serviceHero.intro),
    ),
    passage(
      page,
      { anchor: 'immediate-help', section: 'Immediate help' },
      lines(
        immediateHelp.heading,
        sentence(labelled(immediateHelp.emergencyLabel, site.emergencyPhone)),
        sentence(labelled(immediateHelp.emailLabel, site.supportEmail)),
        sentence(labelled(immediateHelp.responseLabel, immediateHelp.response)),
      ),
    ),
    passage(
      page,
      { anchor: 'issue-types', section: 'Common issue types' },
      lines(issueTypes.heading, ...issueTypes.items.map(({ title, text }) => labelled(title, text))),
    ),
    passage(
      page,
      { anchor: 'commitment', section: 'Service commitment' },
      lines(commitment.heading, ...commitment.items.map(({ title, text }) => labelled(title, text))),
    ),
  ];
}
