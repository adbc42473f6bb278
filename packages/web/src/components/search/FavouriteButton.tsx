import { toggleFavourite, useFavourites } from "../../lib/favourites.ts";
import "./content-search.css";

/** A star that keeps a prompt or guide step among the visitor's favourites, on this device. */
export function FavouriteButton({ id, title, className = "" }: { id: string; title: string; className?: string }) {
  const favourite = useFavourites().has(id);
  return (
    <button
      type="button"
      className={`favourite-button${favourite ? " favourite-button-on" : ""} ${className}`.trim()}
      aria-pressed={favourite}
      aria-label={`Favourite: ${title}`}
      title={favourite ? "Remove from favourites" : "Add to favourites"}
      onClick={() => toggleFavourite(id)}
    >
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="m12 2.5 2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
          fill={favourite ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
