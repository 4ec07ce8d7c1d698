package dev.autopilot.packs;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.consent.Consent;
import dev.autopilot.core.pack.ProfileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * A person registering for an event, read from JSON and checked before any run:
 *
 * <pre>{@code
 * {
 *   "name": "Ada Lovelace", "email": "ada@example.org", "organization": "Analytical Engines Ltd",
 *   "ticketType": "Community pass", "dietaryNeeds": "Vegetarian", "accessibilityNeeds": "Step-free access",
 *   "sessions": ["Opening keynote", "Agents in practice"],
 *   "consent": { "terms": true, "dataProcessing": true, "marketing": false }
 * }
 * }</pre>
 *
 * <p>Immutable and thread-safe. Holds personal data: {@link #toString()} shows none of it.
 *
 * @param name the attendee's full name, as the badge should show it
 * @param email their e-mail address
 * @param organization who they come for, or null
 * @param ticketType the ticket as the event names it ("Community pass"); a ticket that costs money
 *     is never chosen without the person (the consent gate stops the run for them)
 * @param dietaryNeeds what they eat, or null
 * @param accessibilityNeeds what they need to take part, or null
 * @param sessions the sessions they will attend, never null
 * @param consent what they agree to ahead: the event's terms, data processing, marketing; never money
 */
public record Attendee(String name, String email, @Nullable String organization, String ticketType, @Nullable String dietaryNeeds,
    @Nullable String accessibilityNeeds, List<String> sessions, Consent consent) {

  private static final String EXAMPLE = "{\"name\": \"Ada Lovelace\", \"email\": \"ada@example.org\", \"ticketType\": \"Community pass\"}";
  private static final Set<String> FIELDS = Set.of("name", "email", "organization", "ticketType", "dietaryNeeds", "accessibilityNeeds", "sessions", "consent");

  /**
   * An attendee as given; the sessions are copied. Nothing is checked here but presence: {@link
   * #load} and {@link #parse} check shapes.
   *
   * @param name the attendee's full name; required
   * @param email their e-mail address; required
   * @param organization who they come for; null when not given
   * @param ticketType the ticket as the event names it; required
   * @param dietaryNeeds what they eat; null when not given
   * @param accessibilityNeeds what they need to take part; null when not given
   * @param sessions the sessions they will attend; required, may be empty, no null elements
   * @param consent what they agree to ahead; required
   */
  public Attendee {
    requireNonNull(name, "name");
    requireNonNull(email, "email");
    requireNonNull(ticketType, "ticketType");
    sessions = List.copyOf(sessions);
    requireNonNull(consent, "consent");
  }

  /**
   * Reads and checks an attendee file.
   *
   * @param file the attendee's JSON file; errors name it by its file name only
   * @return the checked attendee
   * @throws ProfileException naming the field and the fix: {@code FILE_NOT_FOUND} for a missing
   *     file, {@code CONFIG_INVALID} for malformed JSON, an unknown field, a missing name, e-mail or
   *     ticket type, an e-mail address that is not one, or a consent given as one yes/no
   */
  public static Attendee load(Path file) {
    return from(ValuesFile.read(file, EXAMPLE));
  }

  /**
   * As {@link #load}, from JSON text.
   *
   * @param json the attendee as JSON, in the form shown above
   * @param source what the text came from, such as its file name; shown in error messages
   * @return the checked attendee
   * @throws ProfileException with {@code CONFIG_INVALID}, for the faults {@link #load} names
   */
  public static Attendee parse(String json, String source) {
    return from(ValuesFile.parse(json, source, EXAMPLE));
  }

  private static Attendee from(ValuesFile f) {
    f.onlyKnown(FIELDS, Set.of(), "");
    return new Attendee(f.text("name", "\"Ada Lovelace\""), f.email("email"), f.optionalText("organization"),
        f.text("ticketType", "the ticket as the event names it, such as \"Community pass\""), f.optionalText("dietaryNeeds"),
        f.optionalText("accessibilityNeeds"), f.list("sessions"), f.consent("consent"));
  }

  /** Shows no personal data. */
  @Override
  public String toString() {
    return "Attendee[personal data hidden; sessions=" + sessions.size() + "]";
  }
}
