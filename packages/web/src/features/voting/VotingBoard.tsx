/** The Vote tab: "Vote for Next Tools". */
export function VotingBoard() {
  return (
    <section aria-labelledby="vote-heading" className="voting-board">
      <h2 id="vote-heading">Vote for Next Tools</h2>
    </section>
  );
}
