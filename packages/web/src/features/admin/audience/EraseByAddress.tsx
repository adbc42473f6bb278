import { useId, useState } from "react";
import { EraseButton, type Erased } from "./EraseButton.tsx";

/** For a person with an account or a founder profile but no row in the lists below: erased by their address. */
export function EraseByAddress({ accessToken, onErased }: { accessToken: string; onErased: (erased: Erased) => void }) {
  const [email, setEmail] = useState("");
  const id = useId();
  return (
    <div className="admin-search">
      <label htmlFor={id}>Erase a person by email address</label>
      <div className="admin-search-row admin-erase-row">
        <input
          id={id}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder="name@company.com"
        />
        <EraseButton
          accessToken={accessToken}
          email={email.trim()}
          onErased={(erased) => {
            setEmail("");
            onErased(erased);
          }}
        />
      </div>
    </div>
  );
}
