package dev.autopilot.playwright;

import com.microsoft.playwright.ElementHandle;
import dev.autopilot.playwright.internal.Scripts;
import dev.autopilot.playwright.internal.Deadline;
import dev.autopilot.playwright.internal.widgets.Suggestions;
import org.junit.jupiter.api.Test;

class ScratchIT extends BrowserTestSupport {
  @Test
  void probe() {
    open("combo/jqueryui.html");
    ElementHandle el = page().querySelector("#city");
    try { System.err.println("INSPECT " + el.evaluate(Scripts.load("element/inspect.js"), false)); } catch (Exception e) { System.err.println("INSPECT ERR " + e.getMessage()); }
    try { System.err.println("TF " + el.evaluate(Scripts.load("element/type-fast.js"), java.util.Arrays.asList("x", true, java.util.List.of("autocomplete")))); } catch (Exception e) { System.err.println("TF ERR " + e.getMessage()); }
    try { Suggestions.mark(el); System.err.println("MARK ok"); } catch (Exception e) { System.err.println("MARK ERR " + e.getMessage()); }
    el.focus();
    page().keyboard().type("San");
    try { System.err.println("AWAIT " + Suggestions.await(el, 3000)); } catch (Exception e) { System.err.println("AWAIT ERR " + e.getMessage()); }
    try { System.err.println("OPEN " + Suggestions.open(el)); } catch (Exception e) { System.err.println("OPEN ERR " + e.getMessage()); }
    try { System.err.println("CHOOSE " + Suggestions.choose(el, "San Jose", Deadline.in(3000))); } catch (Exception e) { System.err.println("CHOOSE ERR " + e.getMessage()); }
    System.err.println("VALUE " + page().inputValue("#city") + " " + page().inputValue("#code"));
    open("combo/mui.html");
    page().waitForSelector("#type");
    System.err.println("MUI " + page().evaluate("() => document.querySelector('#root').outerHTML"));
    page().click("#type");
    page().waitForTimeout(500);
    System.err.println("MUI OPEN " + page().evaluate("() => document.body.outerHTML.slice(-3000)"));
    open("combo/react-select.html");
    page().waitForSelector("#country-input");
    page().focus("#country-input");
    page().keyboard().type("Uni");
    page().waitForTimeout(300);
    System.err.println("RS " + page().evaluate("() => document.querySelector('#country').outerHTML"));
  }
}
