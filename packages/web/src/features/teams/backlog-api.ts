// A team's AI-opportunity backlog (issue 48, Deliver 3): suggest, vote, comment, and (owner and
// admins) score, move and export. Every call carries the signed-in user's bearer token.
import type { BacklogComment, EditItemRequest, SuggestItemRequest, TeamBacklog } from "@ai-leaders/core/teams";
import { api, settle } from "../../lib/api-client.ts";

const teams = api.api.teams;
const bearer = (userToken: string) => ({ headers: { authorization: `Bearer ${userToken}` } });
const readBacklog = async (response: Response) => ((await response.json()) as { backlog: TeamBacklog }).backlog;
const item = (teamId: string, itemId: string) => ({ param: { teamId, itemId } });

export const readBacklogOf = (userToken: string, teamId: string) =>
  settle(teams[":teamId"].backlog.$get({ param: { teamId } }, bearer(userToken)), readBacklog);

export const suggestItem = (userToken: string, teamId: string, suggestion: SuggestItemRequest) =>
  settle(teams[":teamId"].backlog.$post({ param: { teamId }, json: suggestion }, bearer(userToken)), readBacklog);

export const editItem = (userToken: string, teamId: string, itemId: string, edit: EditItemRequest) =>
  settle(teams[":teamId"].backlog[":itemId"].$patch({ ...item(teamId, itemId), json: edit }, bearer(userToken)), readBacklog);

export const removeItem = (userToken: string, teamId: string, itemId: string) =>
  settle(teams[":teamId"].backlog[":itemId"].$delete(item(teamId, itemId), bearer(userToken)), async () => true as const);

export const vote = (userToken: string, teamId: string, itemId: string, on: boolean) =>
  settle(
    on
      ? teams[":teamId"].backlog[":itemId"].vote.$post(item(teamId, itemId), bearer(userToken))
      : teams[":teamId"].backlog[":itemId"].vote.$delete(item(teamId, itemId), bearer(userToken)),
    readBacklog,
  );

const readCommentList = async (response: Response) => ((await response.json()) as { comments: BacklogComment[] }).comments;

export const readComments = (userToken: string, teamId: string, itemId: string) =>
  settle(teams[":teamId"].backlog[":itemId"].comments.$get(item(teamId, itemId), bearer(userToken)), readCommentList);

/** Adds a comment; answers the item's comments, oldest first, the new one last. */
export const addComment = (userToken: string, teamId: string, itemId: string, text: string) =>
  settle(
    teams[":teamId"].backlog[":itemId"].comments.$post({ ...item(teamId, itemId), json: { text } }, bearer(userToken)),
    readCommentList,
  );

/** The backlog as CSV, for the owner or an admin: a file the browser saves. */
export const exportBacklog = (userToken: string, teamId: string) =>
  settle(teams[":teamId"]["backlog.csv"].$get({ param: { teamId } }, bearer(userToken)), (response) => response.blob());
