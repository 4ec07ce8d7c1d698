package dev.autopilot.classifier;

import dev.autopilot.core.model.FieldError;
import dev.autopilot.core.model.OutcomeSignals;
import dev.autopilot.core.model.PageInfo;
import dev.autopilot.core.model.PageRegion;
import dev.autopilot.core.model.RegionKind;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SubmitCandidate;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/** Builds {@link OutcomeSignals} for tests: a page after a submit from the posting page. */
final class Signals {
  static final String FORM_URL = "https://jobs.example.com/acme/jobs/4821/apply";

  private String urlBefore = FORM_URL;
  private String url = FORM_URL;
  private String title = "";
  private String text = "";
  private @Nullable Integer status;
  private final List<FieldError> errors = new ArrayList<>();
  private boolean formPresent;
  private final List<PageRegion> regions = new ArrayList<>();

  static Signals page() {
    return new Signals();
  }

  Signals url(String value) {
    url = value;
    return this;
  }

  Signals title(String value) {
    title = value;
    return this;
  }

  Signals text(String value) {
    text = value;
    return this;
  }

  Signals status(int value) {
    status = value;
    return this;
  }

  /** A visible error tied to a field. */
  Signals fieldError(String message) {
    errors.add(new FieldError(message, true, "e" + errors.size(), null));
    return this;
  }

  Signals hiddenError(String message) {
    errors.add(new FieldError(message, false, "e" + errors.size(), null));
    return this;
  }

  /** Text in one region of the page; the page text becomes the regions' text joined. */
  Signals region(RegionKind kind, String value) {
    regions.add(new PageRegion(kind, value));
    text = text.isEmpty() ? value : text + "\n" + value;
    return this;
  }

  /** The form is still on the page: it has a submit control. */
  Signals withForm() {
    formPresent = true;
    return this;
  }

  OutcomeSignals build() {
    URI uri = URI.create(url);
    PageInfo info = new PageInfo(url, title, uri.getHost() == null ? "" : uri.getHost(), uri.getPath() == null ? "/" : uri.getPath(), "h");
    List<SubmitCandidate> submits = formPresent ? List.of(new SubmitCandidate("e99", "Submit application", true)) : List.of();
    SemanticSnapshot snapshot = new SemanticSnapshot(info, List.of(), List.of(), errors, List.of(), submits, 1, true);
    return new OutcomeSignals(urlBefore, url, title, text, status, snapshot, regions);
  }
}
