import type { SiteConfig } from '../../contracts/site';
import { aboutClosing, aboutHero, mission, story, team, values } from './about';
import { aboutPage } from './pages';
import type { SitePassage } from './passage';
import { passage } from './passage';
import { labelled, lines, sentences } from './passage-text';

const memberLine = (member: { name: string; role: string }) => `${member.name}, ${member.role}`;

/** The about page: overview, story, mission, the team (who is on it, then each person), values, closing. */
export function aboutPassages(site: SiteConfig): SitePassage[] {
  return [
    passage(
      aboutPage,
      { anchor: 'overview', section: 'Overview' },
      lines(labelled(aboutHero.eyebrow(site), aboutHero.heading), aboutHero.intro(site)),
    ),
    passage(
      aboutPage,
      { anchor: 'story', section: 'Our story' },
      lines(labelled(story.eyebrow, story.heading), ...story.paragraphs(site)),
    ),
    passage(aboutPage, { anchor: 'mission', section: 'Our mission' }, labelled(mission.heading, mission.text)),
    passage(
      aboutPage,
      { anchor: 'team', section: 'Our team' },
      lines(labelled(team.eyebrow, team.heading), team.intro, sentences(team.members.map(memberLine))),
    ),
    ...team.members.map((member) =>
      passage(
        aboutPage,
        { anchor: 'team', section: 'Our team', key: member.slug },
        lines(memberLine(member), member.text),
      ),
    ),
    passage(
      aboutPage,
      { anchor: 'values', section: 'Our values' },
      lines(labelled(values.eyebrow, values.heading), ...values.items.map(({ title, text }) => labelled(title, text))),
    ),
    passage(aboutPage, { anchor: 'closing', section: 'Closing' }, lines(aboutClosing.heading, aboutClosing.text)),
  ];
}
