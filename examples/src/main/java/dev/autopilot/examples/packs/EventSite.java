package dev.autopilot.examples.packs;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A conference's registration form on 127.0.0.1: full name, e-mail, organization, a ticket type
 * (two free passes and a paid workshop pass), dietary and accessibility needs, the sessions one
 * will attend, and the code of conduct. Accepted registrations show "You're registered", a phrase
 * the classifier's defaults do not know and {@code EventRegistrationPack.outcomeRules()} does.
 *
 * <p>Thread-safe.
 */
public final class EventSite extends LocalSite {
  private static final String[][] TICKETS = {{"community", "Community pass (free)"}, {"student", "Student pass (free)"}, {"workshop", "Workshop pass (€149)"}};
  private static final String[][] DIETS = {{"", "Choose one"}, {"none", "No special diet"}, {"vegetarian", "Vegetarian"}, {"vegan", "Vegan"},
      {"gluten-free", "Gluten-free"}};
  private static final String[][] SESSIONS = {{"keynote", "Opening keynote"}, {"agents", "Agents in practice"}, {"testing", "Testing with real browsers"}};

  private EventSite() {
    super("/event/register", "event-site");
  }

  /** Starts the site on a free port of 127.0.0.1. */
  public static EventSite start() {
    return new EventSite();
  }

  @Override
  Map<String, String> errors(Map<String, String> sent) {
    Map<String, String> errors = new LinkedHashMap<>();
    if (blank(sent, "fullname")) {
      errors.put("fullname", "Please enter your name");
    }
    if (!sent.getOrDefault("email", "").matches("[^@\\s]+@[^@\\s]+\\.[^@\\s]+")) {
      errors.put("email", "Please enter a valid e-mail address");
    }
    if (blank(sent, "ticket")) {
      errors.put("ticket", "Please choose a ticket");
    }
    if (!"yes".equals(sent.get("terms"))) {
      errors.put("terms", "Please accept the code of conduct");
    }
    return errors;
  }

  @Override
  String confirmation(Map<String, String> sent) {
    return "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Registration confirmed - AgentConf 2027</title></head><body><main>"
        + "<h1>You're registered</h1><p>See you in Lisbon on 12 March. Your badge will wait for you at the front desk.</p></main></body></html>";
  }

  @Override
  String form(Map<String, String> f, Map<String, String> errors) {
    StringBuilder h = new StringBuilder("<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Register - AgentConf 2027</title></head><body><main>")
        .append("<h1>AgentConf 2027</h1><p>Lisbon, 12 March. Talks on Friday; the workshop day is paid.</p>");
    if (!errors.isEmpty()) {
      h.append("<div role=\"alert\">Please fix the errors below.</div>");
    }
    h.append("<form method=\"post\" action=\"/event/register\">");
    h.append(input("fullname", "Full name", "text", true, f, errors));
    h.append(input("email", "Email", "email", true, f, errors));
    h.append(input("org", "Organization (optional)", "text", false, f, errors));
    h.append("<fieldset><legend>Ticket type</legend>");
    for (String[] t : TICKETS) {
      h.append("<label><input type=\"radio\" name=\"ticket\" value=\"").append(t[0]).append("\" required> ").append(t[1]).append("</label> ");
    }
    h.append(error("ticket", errors)).append("</fieldset>");
    h.append("<p><label for=\"diet\">Dietary needs</label> <select id=\"diet\" name=\"diet\">");
    for (String[] d : DIETS) {
      h.append("<option value=\"").append(d[0]).append("\">").append(d[1]).append("</option>");
    }
    h.append("</select></p>");
    h.append("<p><label for=\"access\">Accessibility needs (optional)</label> <textarea id=\"access\" name=\"access\"></textarea></p>");
    h.append("<fieldset><legend>Which sessions will you attend?</legend>");
    for (String[] s : SESSIONS) {
      h.append("<label><input type=\"checkbox\" name=\"sessions\" value=\"").append(s[0]).append("\"> ").append(s[1]).append("</label> ");
    }
    h.append("</fieldset>");
    h.append("<p><label><input type=\"checkbox\" name=\"terms\" value=\"yes\" required> I agree to the code of conduct and the event's terms</label>")
        .append(error("terms", errors)).append("</p>");
    h.append("<button type=\"submit\">Register</button></form></main></body></html>");
    return h.toString();
  }
}
