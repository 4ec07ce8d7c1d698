package dev.autopilot.llm;

import dev.autopilot.core.PlanningContext;
import dev.autopilot.core.ModelLedger;
import dev.autopilot.core.model.ElementGroup;
import dev.autopilot.core.model.GroupKind;
import dev.autopilot.core.model.PageInfo;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SelectOption;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SubmitCandidate;
import dev.autopilot.core.model.Task;
import dev.autopilot.jobpack.Profile;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/** Hand-built snapshots of a meetup registration form no domain pack knows. */
final class Pages {
  static final Task TASK = Task.of("Register for the meetup with the details given", URI.create("http://127.0.0.1:8080/meetup/register"));

  static final PersonalData DATA = PersonalData.builder()
      .identity("full_name", "Ada Lovelace", "full name")
      .identity("email", "ada@example.org", "e-mail address")
      .freeText("tshirt_size", "M", "T-shirt size")
      .freeText("dinner", "Yes", "whether she joins the dinner")
      .freeText("diet", "vegetarian, no nuts", "dietary requirements")
      .freeText("code_of_conduct", "Yes", "whether she accepts the code of conduct")
      .consent(Profile.Consent.toApplying())
      .build();

  private Pages() {}

  static SemanticElement text(String ref, String name, @Nullable String value, boolean required, boolean visible) {
    return new SemanticElement(ref, Role.of("textbox"), name, null, value, required, false, null, visible, null, List.of(), "text", Map.of(), false);
  }

  static SemanticElement radio(String ref, String name, boolean checked, String group) {
    return new SemanticElement(ref, Role.of("radio"), name, null, null, true, false, checked, true, group, List.of(), "radio", Map.of(), false);
  }

  static SemanticElement checkbox(String ref, String name, boolean checked, boolean required) {
    return new SemanticElement(ref, Role.of("checkbox"), name, null, null, required, false, checked, true, null, List.of(), "checkbox", Map.of(), false);
  }

  static SemanticElement select(String ref, String name, String chosen, boolean required) {
    List<SelectOption> options = new ArrayList<>();
    options.add(new SelectOption("Select...", "", chosen.isEmpty()));
    for (String size : List.of("S", "M", "L", "XL")) {
      options.add(new SelectOption(size, size.toLowerCase(), size.equals(chosen)));
    }
    return new SemanticElement(ref, Role.of("combobox"), name, null, chosen.isEmpty() ? null : chosen, required, false, null, true, null, options, null, Map.of(), false);
  }

  static SemanticElement button(String ref, String name) {
    return new SemanticElement(ref, Role.of("button"), name, null, null, false, false, null, true, null, List.of(), "submit", Map.of(), false);
  }

  /** The form, empty, or with name and e-mail filled in (as the rules would). */
  static SemanticSnapshot meetup(boolean nameAndEmailFilled) {
    return meetup(nameAndEmailFilled, List.of(), "");
  }

  /** The form with extra elements and a title (for pages that try to instruct the agent). */
  static SemanticSnapshot meetup(boolean nameAndEmailFilled, List<SemanticElement> extra, String titleSuffix) {
    List<SemanticElement> elements = new ArrayList<>();
    elements.add(text("e1", "Full name", nameAndEmailFilled ? "Ada Lovelace" : null, true, true));
    elements.add(text("e2", "Email", nameAndEmailFilled ? "ada@example.org" : null, true, true));
    elements.add(select("e3", "T-shirt size", "", true));
    elements.add(radio("e4", "Yes", false, "g1"));
    elements.add(radio("e5", "No", false, "g1"));
    elements.add(text("e6", "Dietary requirements", null, false, true));
    elements.add(checkbox("e7", "I accept the code of conduct", false, true));
    elements.addAll(extra);
    elements.add(button("e8", "Register"));
    List<ElementGroup> groups = List.of(new ElementGroup("g1", GroupKind.RADIOGROUP, "Will you join the dinner?", true, List.of("e4", "e5")));
    List<String> unfilled = new ArrayList<>(List.of("t shirt size", "will you join the dinner", "i accept the code of conduct"));
    if (!nameAndEmailFilled) {
      unfilled.add(0, "email");
      unfilled.add(0, "full name");
    }
    PageInfo page = new PageInfo("http://127.0.0.1:8080/meetup/register", "Meetup registration" + titleSuffix, "127.0.0.1", "/meetup/register", "h-" + extra.size());
    return new SemanticSnapshot(page, elements, groups, List.of(), unfilled, List.of(new SubmitCandidate("e8", "Register", true)), 1, true);
  }

  /** A model planner over this data, asking the scripted server, waiting on no clock between retries. */
  static LlmPlanner planner(dev.autopilot.llm.replay.ScriptedModelServer server, PersonalData data) {
    LlmConfig config = LlmConfig.builder().baseUrl(server.baseUrl()).model("scripted").build();
    return LlmPlanner.builder().gateway(ModelGateway.builder().config(config).sleeper(new RecordingSleeper()).build()).data(data).build();
  }

  static PlanningContext context(SemanticSnapshot snapshot, ModelLedger ledger) {
    return new PlanningContext(TASK, RunState.FILL, snapshot, List.of(), ledger);
  }
}
