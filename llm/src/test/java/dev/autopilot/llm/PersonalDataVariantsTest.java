package dev.autopilot.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.ModelLedger;
import dev.autopilot.core.PlanningContext;
import dev.autopilot.core.model.PageInfo;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SelectOption;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.Task;
import dev.autopilot.llm.replay.ScriptedModelServer;
import dev.autopilot.llm.replay.ScriptedModelServer.Dialect;
import dev.autopilot.llm.replay.ScriptedModelServer.Step;
import java.net.URI;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * Personal data by meaning, not by spelling: people of generated names, phones, addresses,
 * links and birth dates, shown on a page in the many forms pages write them (the phone grouped
 * and punctuated every way, with and without country code; the name reversed and in capitals;
 * the link without its scheme; the date in every format {@code core.match} reads; the address
 * over lines), and the prompt the planner sends to a local server speaking the real protocol.
 * None of them may reach a recorded request, by a check of its own: the request's letters and
 * digits, separators dropped, searched for each value's letters and digits.
 */
class PersonalDataVariantsTest {
  private static ScriptedModelServer server;
  private static ModelGateway gateway;
  private static final String EMPTY_PLAN = "{\"actions\":[],\"unresolved\":[],\"rationale\":\"nothing to add\"}";

  /** One generated person. */
  record Person(String first, String last, String country, String area, String number, String email, String linkedin, LocalDate born, String street, String city,
      String region) {
    String phone() {
      return "+" + country + " " + area + " " + number.substring(0, number.length() - 4) + " " + number.substring(number.length() - 4);
    }

    String address() {
      return street + ", " + city + ", " + region;
    }

    PersonalData data() {
      return PersonalData.builder()
          .identity("first_name", first, PersonalData.Type.NAME, "first name")
          .identity("last_name", last, PersonalData.Type.NAME, "last name")
          .identity("full_name", first + " " + last, PersonalData.Type.NAME, "full name")
          .identity("email", email, PersonalData.Type.EMAIL, "e-mail address")
          .identity("phone", phone(), PersonalData.Type.PHONE, "phone number")
          .identity("link_linkedin", linkedin, PersonalData.Type.URL, "LinkedIn profile link")
          .identity("birth_date", born.toString(), PersonalData.Type.DATE, "date of birth")
          .identity("address", address(), PersonalData.Type.ADDRESS, "postal address")
          .build();
    }

    /** The value as pages write it, in every form this test knows. */
    List<String> variants() {
      String head = number.substring(0, number.length() - 4);
      String tail = number.substring(number.length() - 4);
      String national = country.equals("1") ? area : "0" + area;
      List<String> v = new ArrayList<>(List.of(
          phone(), "+" + country + area + number, "+" + country + "-" + area + "-" + head + "-" + tail, "00" + country + " " + area + " " + head + " " + tail,
          "+" + country + " (" + area + ") " + head + "-" + tail, national + " " + head + " " + tail, national + head + tail, national + "." + head + "." + tail,
          "(" + national + ") " + head + "-" + tail, "tel:+" + country + area + number));
      if (country.equals("1")) {
        v.add("1 (" + area + ") " + head + " " + tail);
        v.add("1-" + area + "-" + head + "-" + tail);
      } else {
        v.add("+" + country + " (0)" + area + " " + head + " " + tail);
      }
      v.addAll(List.of(email, email.toUpperCase(Locale.ROOT), capitalize(email), "mailto:" + email, "https://example.net/unsubscribe?user=" + email.replace("@", "%40")));
      String core = linkedin.replaceFirst("https://www\\.", "");
      v.addAll(List.of(linkedin, core, "www." + core, "http://" + core + "/", "https://" + core.toUpperCase(Locale.ROOT).replace("/IN/", "/in/")));
      v.addAll(List.of(first + " " + last, last + ", " + first, (last + " " + first).toUpperCase(Locale.ROOT), (first + " " + last).toLowerCase(Locale.ROOT),
          first + "\u00a0" + last, first + "  " + last, "Dear " + first + ","));
      for (String pattern : List.of("yyyy-MM-dd", "MM/dd/yyyy", "dd.MM.yyyy", "MMMM d, yyyy", "d MMM yyyy", "MMM d, yyyy", "d MMMM yyyy", "yyyy/MM/dd", "dd/MM/yyyy", "M/d/yyyy")) {
        v.add(DateTimeFormatter.ofPattern(pattern, Locale.ENGLISH).format(born));
      }
      v.addAll(List.of(address(), street + "\n" + city + "\n" + region, (street + ", " + city).toUpperCase(Locale.ROOT) + ", " + region, street + "; " + city + "; " + region));
      return v;
    }

    /** Each value's letters and digits, lower case: what no request may hold however it was written. */
    List<String> needles() {
      List<String> n = new ArrayList<>();
      n.add(area + number);
      n.add(alnum(email));
      n.add(alnum(linkedin.replaceFirst("https://www\\.", "")));
      n.add(alnum(first + last));
      n.add(alnum(last + first));
      n.add(born.format(DateTimeFormatter.BASIC_ISO_DATE));
      n.add(born.format(DateTimeFormatter.ofPattern("MMddyyyy")));
      n.add(born.format(DateTimeFormatter.ofPattern("ddMMyyyy")));
      n.add(alnum(born.format(DateTimeFormatter.ofPattern("MMMMdyyyy", Locale.ENGLISH))));
      n.add(alnum(born.format(DateTimeFormatter.ofPattern("dMMMyyyy", Locale.ENGLISH))));
      n.add(alnum(street + city));
      return n;
    }
  }

  static String alnum(String s) {
    StringBuilder out = new StringBuilder();
    s.toLowerCase(Locale.ROOT).codePoints().filter(Character::isLetterOrDigit).forEach(out::appendCodePoint);
    return out.toString();
  }

  private static String capitalize(String s) {
    return Character.toUpperCase(s.charAt(0)) + s.substring(1);
  }

  /** The needles of the person found in a request, as a list of what was found (empty when none). */
  static List<String> found(Person p, String request) {
    String flat = alnum(request.replace("\\n", " ").replace("\\u00a0", " "));
    List<String> hits = new ArrayList<>();
    for (String needle : p.needles()) {
      if (flat.contains(needle)) {
        hits.add(needle);
      }
    }
    return hits;
  }

  @BeforeContainer
  static void start() {
    server = ScriptedModelServer.start(Dialect.OPENAI);
    LlmConfig config = LlmConfig.builder().baseUrl(server.baseUrl()).model("scripted").maxRetries(0).build();
    gateway = ModelGateway.of(config);
  }

  @AfterContainer
  static void stop() {
    server.close();
  }

  @Provide
  Arbitrary<Person> people() {
    Arbitrary<String> first = Arbitraries.of("Ada", "Grace", "José", "Katherine", "Mary-Ann", "Lin", "Alan", "Émilie", "Søren");
    Arbitrary<String> last = Arbitraries.of("Lovelace", "Hopper", "O'Neil", "Johnson", "van Rossum", "Wei", "Turing", "du Châtelet", "Kierkegaard");
    Arbitrary<String[]> phone = Arbitraries.of("1", "44", "49").flatMap(cc -> switch (cc) {
      case "1" -> Combinators.combine(Arbitraries.integers().between(201, 989), Arbitraries.strings().numeric().ofLength(7).filter(s -> s.charAt(0) >= '2'))
          .as((a, n) -> new String[] {cc, String.valueOf(a), n});
      case "44" -> Combinators.combine(Arbitraries.of("20", "161", "131"), Arbitraries.strings().numeric().ofLength(8).filter(s -> s.charAt(0) >= '2'))
          .as((a, n) -> new String[] {cc, a, n});
      default -> Combinators.combine(Arbitraries.of("30", "89", "40"), Arbitraries.strings().numeric().ofLength(8).filter(s -> s.charAt(0) >= '2'))
          .as((a, n) -> new String[] {cc, a, n});
    });
    Arbitrary<LocalDate> born = Arbitraries.integers().between(0, 365 * 60).map(d -> LocalDate.of(1950, 1, 1).plusDays(d));
    Arbitrary<String[]> place = Combinators.combine(Arbitraries.integers().between(1, 9999), Arbitraries.of("Main Street", "Rue de Rivoli", "Baker Street", "Elm Avenue"),
        Arbitraries.of("Springfield", "Lyon", "Manchester", "Portland"), Arbitraries.of("IL 62701", "69001", "M1 1AE", "OR 97201"))
        .as((n, s, c, r) -> new String[] {n + " " + s, c, r});
    return Combinators.combine(first, last, phone, born, place, Arbitraries.integers().between(1, 999)).as((f, l, ph, b, pl, k) -> {
      String handle = alnum(f).replaceAll("[^a-z]", "") + "." + alnum(l).replaceAll("[^a-z]", "");
      return new Person(f, l, ph[0], ph[1], ph[2], handle + k + "@mail-" + k + ".example.org",
          "https://www.linkedin.com/in/" + handle.replace('.', '-') + "-" + k, b, pl[0], pl[1], pl[2]);
    });
  }

  private static SemanticElement field(String ref, String name, String value) {
    return new SemanticElement(ref, Role.TEXTBOX, name, null, value, false, false, null, true, null, List.of(), "text", Map.of(), false);
  }

  /** A page that shows each variant as a field's value and inside a label, and asks one open question. */
  private static SemanticSnapshot page(List<String> variants) {
    List<SemanticElement> elements = new ArrayList<>();
    int ref = 1;
    for (String v : variants) {
      elements.add(field("e" + ref++, "Field " + ref, v));
      elements.add(field("e" + ref++, "We have you as " + v + "; is that right?", null));
    }
    elements.add(field("e" + ref, "Anything else?", null));
    PageInfo info = new PageInfo("http://127.0.0.1:8080/profile", "Your details", "127.0.0.1", "/profile", "h");
    return new SemanticSnapshot(info, elements, List.of(), List.of(), List.of(), List.of(), 1, true);
  }

  private String ask(PersonalData data, SemanticSnapshot page, String goal) throws Exception {
    server.enqueue(Step.reply(EMPTY_PLAN, 1, 1));
    int before = server.requests().size();
    LlmPlanner.builder().gateway(gateway).data(data).build().plan(new PlanningContext(new Task(goal, URI.create("http://127.0.0.1:8080/profile"), Map.of()), RunState.FILL, page, List.of(), ModelLedger.unlimited()));
    return server.requests().get(before);
  }

  @Property(tries = 120, seed = "28")
  void noVariantOfAnyValueReachesARecordedRequest(@ForAll("people") Person person) throws Exception {
    List<String> variants = person.variants();
    String request = ask(person.data(), page(variants), "Update the details of " + person.last() + ", " + person.first() + " (" + variants.get(5) + ")");
    String prompt = LlmPlannerTest.prompt(request);
    assertEquals(List.of(), found(person, request), "in the request body");
    assertEquals(List.of(), found(person, prompt), "in the prompt");
    assertEquals(null, person.data().leakIn(prompt, Set.of()));
    assertTrue(prompt.contains("{{phone}}") && prompt.contains("{{email}}") && prompt.contains("{{link_linkedin}}") && prompt.contains("{{full_name}}")
        && prompt.contains("{{birth_date}}") && prompt.contains("{{address}}"), "each value's placeholder stands where it was");
  }

  @Example
  void aChosenOptionThatIsAPersonalValueIsNotMarkedChosen() throws Exception {
    PersonalData data = PersonalData.builder().identity("full_name", "Ada Lovelace", "full name").freeText("years_of_experience", "5-10 years", "answer to: Years of experience")
        .build();
    List<SelectOption> options = List.of(new SelectOption("Select...", "", false), new SelectOption("1-3 years", "1-3", false), new SelectOption("3-5 years", "3-5", false),
        new SelectOption("5-10 years", "5-10", true), new SelectOption("More than 10 years", "10+", false));
    SemanticElement years = new SemanticElement("e1", Role.COMBOBOX, "Years of experience", null, "5-10 years", true, false, null, true, null, options, null, Map.of(), false);
    SemanticElement size = Pages.select("e2", "T-shirt size", "M", true);
    PageInfo info = new PageInfo("http://127.0.0.1:8080/apply", "Apply", "127.0.0.1", "/apply", "h");
    SemanticSnapshot snapshot = new SemanticSnapshot(info, List.of(years, size, field("e3", "Anything else?", null)), List.of(), List.of(), List.of(), List.of(), 1, true);
    String prompt = LlmPlannerTest.user(ask(data, snapshot, "Apply"));
    String line = prompt.lines().filter(l -> l.startsWith("e1 ")).findFirst().orElseThrow();
    assertFalse(line.contains("[{{years_of_experience}}]") || line.contains("= "), "the person's option is not marked: " + line);
    assertTrue(line.contains("{{years_of_experience}}") && !line.contains("5-10 years"), line);
    assertTrue(prompt.lines().anyMatch(l -> l.startsWith("e2 ") && l.contains("[M]")), "an option that is no withheld value keeps its mark: " + prompt);
  }
}
