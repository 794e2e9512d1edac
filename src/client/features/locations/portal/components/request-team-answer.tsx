import { TeamAnswer } from '../../../../components/portal/item-card';

/** The team's answer under a meeting request, question or product request: who answered, and when (else its last change). */
export function RequestTeamAnswer(props: {
  text: string | null;
  request: { respondedBy: string | null; respondedAt: string | null; updatedAt: string };
}) {
  const { request } = props;
  return (
    <TeamAnswer
      label="Answer from the team"
      text={props.text}
      by={request.respondedBy}
      date={request.respondedAt ?? request.updatedAt}
    />
  );
}
