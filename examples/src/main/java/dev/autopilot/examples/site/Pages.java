package dev.autopilot.examples.site;

import static dev.autopilot.examples.site.Html.attr;
import static dev.autopilot.examples.site.Html.flag;

import dev.autopilot.examples.site.FormField.Choice;
import java.util.List;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;

/** Renders the site's pages from {@link Templates}. Stateless, thread-safe. */
final class Pages {
  static final String TOKEN_FIELD = "application_token";

  private final Templates templates;

  Pages(Templates templates) {
    this.templates = templates;
  }

  String index(List<Posting> postings) {
    String items = postings.stream()
        .map(p -> templates.render("index-item.html", "id", String.valueOf(p.id()), "slug", p.slug(), "title", p.title(),
            "company", p.company(), "location", p.location()))
        .collect(Collectors.joining("\n"));
    return page("Open positions — Demo job board", "index", templates.render("index.html", "items", items));
  }

  String posting(Catalog.Entry entry, FormState state) {
    Posting p = entry.posting();
    boolean modern = entry.behavior().layout == Behavior.Layout.MODERN;
    String form = modern ? modernForm(p, state) : classicForm(p, entry.behavior(), state);
    String script = modern
        ? templates.raw("modern/form.js")
        : templates.raw("classic/form.js") + (entry.behavior() == Behavior.CANCEL_RADIO ? templates.raw("classic/cancel-radio.js") : "");
    String body = templates.render("posting.html", "id", String.valueOf(p.id()), "slug", p.slug(), "title", p.title(),
        "company", p.company(), "location", p.location(), "description", entry.description(), "form", form, "script", script);
    return page(p.title() + " — " + p.company(), "posting " + (modern ? "modern" : "classic"), body);
  }

  String confirmation(Posting p, String applicationId) {
    String body = templates.render("confirmation.html", "title", p.title(), "company", p.company(), "applicationId", applicationId);
    return page("Application received — Thank you for applying to " + p.title(), "confirmation", body);
  }

  String message(String title, String heading, String text, String backHref, String backText) {
    String body = templates.render("message.html", "heading", heading, "text", text, "backHref", backHref, "backText", backText);
    return page(title, "message", body);
  }

  private String page(String title, String bodyClass, String body) {
    return templates.render("page.html", "title", title, "bodyClass", bodyClass, "css", templates.raw("site.css"), "body", body);
  }

  private String classicForm(Posting p, Behavior behavior, FormState state) {
    StringBuilder fields = new StringBuilder();
    for (FormField f : Catalog.fields(behavior, state.followUp())) {
      String name = f.name();
      String value = state.value(name);
      @Nullable String message = state.error(name);
      String error = message == null ? "" : templates.render("classic/error.html", "name", name, "message", message);
      String invalid = invalid(name, message);
      String autocomplete = f.autocomplete() == null ? "" : attr("autocomplete", f.autocomplete());
      String html;
      switch (f.kind()) {
        case TEXT:
          html = templates.render("classic/text.html", "name", name, "label", f.label(), "type", f.inputType(), "value", value,
              "attrs", flag("required", f.required()) + autocomplete + invalid, "error", error);
          break;
        case TEXTAREA:
          html = templates.render("classic/textarea.html", "name", name, "label", f.label(), "value", value,
              "attrs", flag("required", f.required()) + invalid, "error", error);
          break;
        case SELECT: {
          String options = f.choices().stream()
              .map(c -> templates.render("classic/option.html", "value", c.value(), "text", c.text(),
                  "selected", flag("selected", c.value().equals(value))))
              .collect(Collectors.joining());
          html = templates.render("classic/select.html", "name", name, "label", f.label(), "options", options,
              "attrs", flag("required", f.required()) + invalid, "error", error);
          break;
        }
        case FILE: {
          UploadedFile kept = state.rememberedResume();
          String remembered = kept == null ? "" : templates.render("classic/remembered-file.html", "name", name, "filename", kept.filename());
          html = templates.render("classic/file.html", "name", name, "label", f.label(), "accept", f.accept(), "remembered", remembered,
              "attrs", flag("required", f.required() && kept == null) + invalid, "error", error);
          break;
        }
        case RADIOS: {
          String radios = f.choices().stream()
              .map(c -> templates.render("classic/radio.html", "id", name + "_" + c.value(), "name", name, "value", c.value(),
                  "text", c.text(), "attrs", flag("required", f.required()) + flag("checked", c.value().equals(value)) + invalid))
              .collect(Collectors.joining("\n"));
          String describedBy = message == null ? "" : attr("aria-describedby", name + "-error");
          html = templates.render("classic/radios.html", "name", name, "label", f.label(), "radios", radios,
              "attrs", describedBy, "error", error);
          break;
        }
        case CHECKBOX:
          html = templates.render("classic/checkbox.html", "name", name, "label", f.label(),
              "attrs", flag("required", f.required()) + flag("checked", !value.isEmpty()) + invalid, "error", error);
          break;
        default:
          throw new IllegalStateException("unknown field kind " + f.kind());
      }
      fields.append(html).append('\n');
    }
    return templates.render("classic/form.html", "action", p.path() + "/apply",
        "banner", state.errors().isEmpty() ? "" : templates.raw("classic/banner.html"),
        "fields", fields.toString(), "hidden", hidden(state));
  }

  private String modernForm(Posting p, FormState state) {
    StringBuilder fields = new StringBuilder();
    for (FormField f : Catalog.fields(Behavior.MODERN, false)) {
      String name = f.name();
      String value = state.value(name);
      @Nullable String message = state.error(name);
      String error = message == null ? "" : templates.render("modern/error.html", "name", name, "message", message);
      String required = f.required() ? attr("aria-required", "true") : "";
      String attrs = required + invalid(name, message);
      String html;
      switch (f.kind()) {
        case TEXT:
          html = templates.render("modern/text.html", "name", name, "label", f.label(), "type", f.inputType(), "value", value,
              "attrs", required + (f.autocomplete() == null ? "" : attr("autocomplete", f.autocomplete())) + invalid(name, message),
              "error", error);
          break;
        case TEXTAREA:
          html = templates.render("modern/textarea.html", "name", name, "label", f.label(), "value", value, "attrs", attrs,
              "error", error);
          break;
        case SELECT: {
          List<Choice> real = f.choices().stream().filter(c -> !c.value().isEmpty()).toList();
          StringBuilder options = new StringBuilder();
          for (int i = 0; i < real.size(); i++) {
            Choice c = real.get(i);
            options.append(templates.render("modern/option.html", "id", name + "-option-" + i, "value", c.value(), "text", c.text(),
                "selected", String.valueOf(c.value().equals(value))));
          }
          @Nullable String chosen = value.isEmpty() ? null : f.choiceText(value);
          html = templates.render("modern/combobox.html", "name", name, "label", f.label(), "value", chosen == null ? "" : value,
              "display", chosen == null ? f.choices().get(0).text() : chosen, "options", options.toString(), "attrs", attrs,
              "error", error);
          break;
        }
        case RADIOS: {
          String radios = f.choices().stream()
              .map(c -> templates.render("modern/radio.html", "value", c.value(), "text", c.text(),
                  "checked", String.valueOf(c.value().equals(value))))
              .collect(Collectors.joining("\n"));
          html = templates.render("modern/radios.html", "name", name, "label", f.label(), "radios", radios, "value",
              f.offers(value) ? value : "", "attrs", attrs, "error", error);
          break;
        }
        case FILE:
          html = templates.render("modern/file.html", "name", name, "label", f.label(), "accept", f.accept(),
              "buttonText", "Upload resume", "attrs", attrs, "buttonAttrs", invalid(name, message), "error", error);
          break;
        case CHECKBOX:
          html = templates.render("modern/checkbox.html", "name", name, "label", f.label(), "checked", String.valueOf(!value.isEmpty()),
              "value", value.isEmpty() ? "" : "yes", "attrs", attrs, "error", error);
          break;
        default:
          throw new IllegalStateException("unknown field kind " + f.kind());
      }
      fields.append(html).append('\n');
    }
    return templates.render("modern/form.html", "action", p.path() + "/apply",
        "banner", state.errors().isEmpty() ? "" : templates.raw("modern/banner.html"),
        "fields", fields.toString(), "hidden", hidden(state));
  }

  private static String invalid(String name, @Nullable String message) {
    return message == null ? "" : attr("aria-invalid", "true") + attr("aria-describedby", name + "-error");
  }

  private static String hidden(FormState state) {
    String token = state.token();
    return token == null ? "" : "<input type=\"hidden\"" + attr("name", TOKEN_FIELD) + attr("value", token) + ">";
  }
}
