package io.legalagent.gateway;

import org.springframework.security.config.annotation.web.builders.HttpSecurity;

/**
 * One part of the gateway's security, applied to its filter chain by {@link SecurityConfiguration}:
 * bearer tokens for the API, the page's sign-in, its session cookie, its headers. Parts keep each
 * concern in a class of its own.
 */
interface SecurityPart {
    void apply(HttpSecurity http) throws Exception;
}
