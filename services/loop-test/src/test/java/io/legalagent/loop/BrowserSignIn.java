package io.legalagent.loop;

import io.legalagent.identity.testing.LocalIssuer;
import java.time.Duration;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.springframework.test.context.DynamicPropertyRegistry;

/**
 * The page tests' sign-in: the real local issuer in the test JVM, the gateway's settings pointing at
 * it, and a person signing in through the issuer's login form in the browser.
 */
final class BrowserSignIn {
    /** One session key for the page tests' gateways (base64 of 32 bytes). */
    static final String SESSION_KEY = "QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVphYmNkZWY=";

    private BrowserSignIn() {}

    /**
     * The issuer; {@code gatewayPort}'s callback is registered exactly, so its sign-out may come back
     * to the page. This module's class path holds the nodes' auto-configurations, which the issuer
     * needs none of.
     */
    static LocalIssuer startIssuer(int gatewayPort, String... settings) {
        var all = new java.util.ArrayList<>(java.util.List.of(
                "legal.identity.gateway-redirect-uris=http://127.0.0.1:" + gatewayPort + "/login/oauth2/code/legal",
                "spring.autoconfigure.exclude=io.legalagent.model.ModelAutoConfiguration,"
                        + "io.legalagent.runtime.RuntimeAutoConfiguration,io.legalagent.runtime.TracingAutoConfiguration,"
                        + "io.legalagent.runtime.KafkaClientAutoConfiguration,"
                        + "io.legalagent.retrieval.RetrievalAutoConfiguration"));
        all.addAll(java.util.List.of(settings));
        return LocalIssuer.start(all.toArray(String[]::new));
    }

    /** The gateway's sign-in settings, as gateway.properties and the launcher give them. */
    static void register(DynamicPropertyRegistry registry, LocalIssuer issuer) {
        String registration = "spring.security.oauth2.client.registration.legal.";
        registry.add("legal.gateway.auth.issuer-uri", issuer::issuerUri);
        registry.add("legal.gateway.auth.session-key", () -> SESSION_KEY);
        registry.add(registration + "client-id", () -> "legal-gateway");
        registry.add(registration + "client-secret", () -> LocalIssuer.GATEWAY_SECRET);
        registry.add(registration + "client-authentication-method", () -> "client_secret_basic");
        registry.add(registration + "authorization-grant-type", () -> "authorization_code");
        registry.add(registration + "redirect-uri", () -> "{baseUrl}/login/oauth2/code/{registrationId}");
        registry.add(registration + "scope", () -> "openid,profile");
        registry.add(registration + "provider", () -> "legal");
        registry.add("spring.security.oauth2.client.provider.legal.issuer-uri", issuer::issuerUri);
    }

    /** On the page: the sign-in button, the issuer's form as a person fills it, back on the page signed in. */
    static void signIn(WebDriver browser) {
        signIn(browser, LocalIssuer.USER, LocalIssuer.PASSWORD, LocalIssuer.ORGANISATION);
    }

    /** The same as another user of the issuer. */
    static void signIn(WebDriver browser, String user, String password, String organisation) {
        var wait = new WebDriverWait(browser, Duration.ofSeconds(60));
        wait.until(ExpectedConditions.elementToBeClickable(By.id("sign-in"))).click();
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("username")))
                .sendKeys(user);
        browser.findElement(By.id("password")).sendKeys(password);
        browser.findElement(By.cssSelector("button[type=submit]")).click();
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("who"), user + " · " + organisation));
    }
}
