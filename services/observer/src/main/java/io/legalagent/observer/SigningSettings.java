package io.legalagent.observer;

import java.nio.file.Path;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * How the observer signs answers, {@code legal.observer.signing.*}. The launcher, compose and
 * Kubernetes each give it a key pair made for the deployment (docs/security.md).
 *
 * @param privateKey the Ed25519 private key, PEM (PKCS#8), readable by its owner only (0600; a
 *     Kubernetes Secret, 0440 with the pod's fsGroup); the observer refuses a file that others may read
 *     or that anyone but its owner may write
 * @param publicKey its public key, PEM (X.509): the key id each signature names is its SHA-256
 * @param required refuse to start without the key; when false and there is no key file, answers
 *     are published unsigned, with a warning, and a replay that requires signatures fails them
 */
@ConfigurationProperties("legal.observer.signing")
public record SigningSettings(
        @DefaultValue(".legal/signing/answer-signing.key") Path privateKey,
        @DefaultValue(".legal/signing/answer-signing.pub") Path publicKey,
        @DefaultValue("false") boolean required) {}
