package dev.autopilot.examples.packs;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A buyer's supplier onboarding form on 127.0.0.1, in two steps on one page: the company (legal
 * and trading name, VAT number, registered address), then "Next" shows the contact, what it
 * supplies, certifications, the bank's country, an optional IBAN (which no pack fills: money
 * details are the person's) and the supplier terms. One POST carries both steps. Accepted
 * applications show "Onboarding request logged", a phrase the classifier's defaults do not know
 * and {@code SupplierOnboardingPack.outcomeRules()} does.
 *
 * <p>Thread-safe.
 */
public final class SupplierSite extends LocalSite {
  private static final String[][] COUNTRIES = {{"", "Choose a country"}, {"AT", "Austria"}, {"FR", "France"}, {"DE", "Germany"}, {"GB", "United Kingdom"}};
  private static final String[][] CATEGORIES = {{"office", "Office supplies"}, {"hardware", "IT hardware"}, {"software", "Software"}, {"catering", "Catering"}};
  /** Shows step 2 once the fields of step 1 are valid; "Back" shows step 1 again. */
  private static final String STEPS = """
      <script>
      const one = document.getElementById('step1'), two = document.getElementById('step2');
      document.getElementById('next').addEventListener('click', () => {
        for (const f of one.querySelectorAll('input, select')) { if (!f.reportValidity()) return; }
        one.hidden = true; two.hidden = false;
      });
      document.getElementById('back').addEventListener('click', () => { two.hidden = true; one.hidden = false; });
      </script>""";

  private SupplierSite() {
    super("/supplier/onboard", "supplier-site");
  }

  /** Starts the site on a free port of 127.0.0.1. */
  public static SupplierSite start() {
    return new SupplierSite();
  }

  @Override
  Map<String, String> errors(Map<String, String> sent) {
    Map<String, String> errors = new LinkedHashMap<>();
    for (String required : new String[] {"legal_name", "vat", "street", "city", "postcode", "country", "contact_name", "bank_country"}) {
      if (blank(sent, required)) {
        errors.put(required, "This field is required");
      }
    }
    if (!sent.getOrDefault("contact_email", "").matches("[^@\\s]+@[^@\\s]+\\.[^@\\s]+")) {
      errors.put("contact_email", "Please enter a valid e-mail address");
    }
    if (!"yes".equals(sent.get("accept"))) {
      errors.put("accept", "Please accept the supplier terms");
    }
    return errors;
  }

  @Override
  String confirmation(Map<String, String> sent) {
    return "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Onboarding request logged - Northwind Procurement</title></head><body><main>"
        + "<h1>Welcome aboard</h1><p>Your supplier profile is under review; we will write to your contact e-mail within five working days.</p></main></body></html>";
  }

  @Override
  String form(Map<String, String> f, Map<String, String> errors) {
    boolean second = !errors.isEmpty() && errors.keySet().stream().noneMatch(k -> k.equals("legal_name") || k.equals("vat") || k.equals("street")
        || k.equals("city") || k.equals("postcode") || k.equals("country"));
    StringBuilder h = new StringBuilder("<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Become a supplier - Northwind Procurement</title></head><body><main>")
        .append("<h1>Become a Northwind supplier</h1>");
    if (!errors.isEmpty()) {
      h.append("<div role=\"alert\">Please fix the errors below.</div>");
    }
    h.append("<form method=\"post\" action=\"/supplier/onboard\">");
    h.append("<section id=\"step1\"").append(second ? " hidden" : "").append("><h2>Step 1 of 2: Your company</h2>");
    h.append(input("legal_name", "Company legal name", "text", true, f, errors));
    h.append(input("trading_name", "Trading name (if different)", "text", false, f, errors));
    h.append(input("vat", "VAT number", "text", true, f, errors));
    h.append(input("street", "Street address", "text", true, f, errors));
    h.append(input("city", "City", "text", true, f, errors));
    h.append(input("postcode", "Postal code", "text", true, f, errors));
    h.append(select("country", "Country", f, errors));
    h.append("<button type=\"button\" id=\"next\">Next</button></section>");
    h.append("<section id=\"step2\"").append(second ? "" : " hidden").append("><h2>Step 2 of 2: Contact and supply</h2>");
    h.append(input("contact_name", "Contact name", "text", true, f, errors));
    h.append(input("contact_email", "Contact email", "email", true, f, errors));
    h.append(input("contact_phone", "Contact phone", "tel", false, f, errors));
    h.append("<fieldset><legend>What do you supply?</legend>");
    for (String[] c : CATEGORIES) {
      h.append("<label><input type=\"checkbox\" name=\"categories\" value=\"").append(c[0]).append("\"> ").append(c[1]).append("</label> ");
    }
    h.append("</fieldset>");
    h.append(input("certs", "Certifications", "text", false, f, errors));
    h.append(select("bank_country", "Country of your bank", f, errors));
    h.append(input("iban", "IBAN (optional; you can add it after approval)", "text", false, f, errors));
    h.append("<p><label><input type=\"checkbox\" name=\"accept\" value=\"yes\" required> I confirm the details are accurate and accept the supplier terms</label>")
        .append(error("accept", errors)).append("</p>");
    h.append("<button type=\"button\" id=\"back\">Back</button> <button type=\"submit\">Submit application</button></section>");
    h.append("</form>").append(STEPS).append("</main></body></html>");
    return h.toString();
  }

  private static String select(String name, String label, Map<String, String> f, Map<String, String> errors) {
    StringBuilder h = new StringBuilder("<p><label for=\"" + name + "\">" + label + "</label> <select id=\"" + name + "\" name=\"" + name + "\" required>");
    for (String[] c : COUNTRIES) {
      h.append("<option value=\"").append(c[0]).append('"').append(c[0].equals(f.getOrDefault(name, "-")) ? " selected" : "").append('>').append(c[1]).append("</option>");
    }
    return h.append("</select>").append(error(name, errors)).append("</p>").toString();
  }
}
