// "Your suggestions and votes": where an account says whether What's new mails it when it answers a
// suggestion it made or voted for. The box shows the stored choice, and a change is saved and said.
import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { accountBoardMessages } from "@ai-leaders/core/messages";
import { AuthProvider } from "../../../account/AuthProvider.tsx";
import { useAuth } from "../../../account/auth-context.ts";
import { answerApi, json, renderPage } from "../../../test/render.tsx";
import { signIn, signedInUser } from "../../roast/progress/workflow-stand-ins.ts";
import { YourBoardDialog } from "./YourBoardDialog.tsx";

const board = { suggested: [], voted: [], following: [], can_follow: true, answers_mail: true };

/** The dialog as the account menu opens it: once the session is known. */
function OpenedWhenSignedIn() {
  const { session } = useAuth();
  return session ? <YourBoardDialog open onClose={() => {}} /> : null;
}

describe("the account's choice of What's new mail", () => {
  beforeEach(() => localStorage.clear());

  function renderDialog(onChoose: (wanted: boolean) => Response) {
    const calls = answerApi((call) => {
      if (call.path === "/api/account/board" && call.method === "GET") return json(board);
      if (call.path === "/api/account/board/answers-mail") return onChoose((call.body as { answers_mail: boolean }).answers_mail);
      if (call.path === "/api/auth/user") return json({ user: signedInUser });
      return json({ error: { message: "Not found" } }, 404);
    });
    signIn();
    const view = renderPage(
      <AuthProvider>
        <OpenedWhenSignedIn />
      </AuthProvider>,
    );
    return { ...view, calls };
  }
  const box = () => screen.findByRole("checkbox", { name: accountBoardMessages.answersMail.label }) as Promise<HTMLInputElement>;

  it("shows the stored choice, saves a change and says what it means", async () => {
    const { user, calls } = renderDialog((wanted) => json({ answers_mail: wanted, message: accountBoardMessages.answersMail.off }));
    expect((await box()).checked).toBe(true);

    await user.click(await box());
    expect(await screen.findByText(accountBoardMessages.answersMail.off)).toBeTruthy();
    expect((await box()).checked).toBe(false);
    expect(calls.find((call) => call.path === "/api/account/board/answers-mail")).toMatchObject({
      method: "PUT",
      body: { answers_mail: false },
    });
  });

  it("keeps the stored choice when saving fails, and says so", async () => {
    const { user } = renderDialog(() => json({ error: { message: accountBoardMessages.answersMail.failure } }, 503));
    await user.click(await box());
    expect((await screen.findByRole("alert")).textContent).toBe(accountBoardMessages.answersMail.failure);
    await waitFor(async () => expect((await box()).checked).toBe(true));
  });
});
