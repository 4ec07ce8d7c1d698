package dev.autopilot.benchmarks;

/**
 * Generated form pages for the benchmarks, after the recipe of the architecture notes' measured
 * anchors: question {@code i} is, in turn, a labelled text input, a fieldset of two radios, a
 * labelled select, or a paragraph with a link and a checkbox. Every fifth question is required,
 * every seventh text input holds a value and every eleventh question shows an error message, so
 * the page carries what a planner needs (required marks, values, errors) and not just controls.
 * Stateless.
 */
final class FormPages {

  /** Controls per four questions: 1 text input + 2 radios + 1 select + 1 link and 1 checkbox. */
  private static final int CONTROLS_PER_ROUND = 6;

  private FormPages() {}

  /** The number of questions that make about this many controls. */
  static int questionsFor(int controls) {
    return Math.max(4, Math.round(controls * 4f / CONTROLS_PER_ROUND));
  }

  /** The number of interactive controls on the page of this many questions, the submit button included. */
  static int controlsOf(int questions) {
    int controls = 1;
    for (int i = 0; i < questions; i++) {
      controls += switch (i % 4) {
        case 0, 2 -> 1;
        default -> 2;
      };
    }
    return controls;
  }

  /** A page of {@code questions} questions and a submit button. */
  static String page(int questions) {
    StringBuilder sb = new StringBuilder(questions * 160 + 512);
    sb.append("<!doctype html><html lang=en><head><meta charset=utf-8><title>Application form (")
        .append(questions).append(" questions)</title>")
        .append("<style>.error{color:#b00}fieldset{border:0;padding:0}</style></head><body>")
        .append("<h1>Apply</h1><form id=f action=/done method=post>");
    for (int i = 0; i < questions; i++) {
      boolean required = i % 5 == 0;
      String mark = required ? " *" : "";
      String req = required ? " required" : "";
      boolean error = i % 11 == 3;
      switch (i % 4) {
        case 0 -> {
          sb.append("<div class=q><label for=q").append(i).append(">Question ").append(i).append(" text").append(mark)
              .append("</label><input id=q").append(i).append(" name=q").append(i).append(req);
          if (i % 7 == 0) {
            sb.append(" value=\"answer ").append(i).append('"');
          }
          if (error) {
            sb.append(" aria-invalid=true aria-describedby=q").append(i).append("-err");
          }
          sb.append('>');
          if (error) {
            sb.append("<div class=error id=q").append(i).append("-err>This field is required</div>");
          }
          sb.append("</div>");
        }
        case 1 -> {
          sb.append("<fieldset><legend>Question ").append(i).append(" choice?").append(mark).append("</legend>")
              .append("<label><input type=radio name=r").append(i).append(" value=yes").append(req).append("> Yes</label>")
              .append("<label><input type=radio name=r").append(i).append(" value=no").append(req).append("> No</label>");
          if (error) {
            sb.append("<div class=error role=alert>Please choose one</div>");
          }
          sb.append("</fieldset>");
        }
        case 2 -> sb.append("<div class=q><label for=s").append(i).append(">Question ").append(i).append(" pick").append(mark)
            .append("</label><select id=s").append(i).append(" name=s").append(i).append(req)
            .append("><option value=\"\">Select...</option><option>One</option><option>Two</option><option>Three</option></select></div>");
        default -> sb.append("<p>Question ").append(i).append(": read the <a href=\"#terms").append(i)
            .append("\">terms</a> <label><input type=checkbox name=c").append(i).append(req).append("> I agree</label></p>");
      }
    }
    sb.append("<button type=submit>Submit application</button></form></body></html>");
    return sb.toString();
  }
}
