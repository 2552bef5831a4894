package io.legalagent.contracts.signing;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyPairGenerator;
import java.security.MessageDigest;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.Signature;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import java.util.Base64;
import java.util.HexFormat;

/**
 * Ed25519 keys as PEM files, the form OpenSSL reads and writes: the private key as PKCS#8 ({@code
 * PRIVATE KEY}), the public key as X.509 SubjectPublicKeyInfo ({@code PUBLIC KEY}).
 */
public final class AnswerKeys {
    static final String PRIVATE = "PRIVATE KEY";
    static final String PUBLIC = "PUBLIC KEY";
    private static final byte[] PROBE =
            "does this private key match this public key".getBytes(StandardCharsets.US_ASCII);

    private AnswerKeys() {}

    public static SigningKey generate() {
        try {
            var pair = KeyPairGenerator.getInstance(Dsse.ALGORITHM).generateKeyPair();
            return new SigningKey(pair.getPrivate(), pair.getPublic());
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("this JDK cannot make Ed25519 keys", e);
        }
    }

    /** SHA-256 (lower-case hex) of the public key's X.509 encoding. */
    public static String keyId(PublicKey key) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(key.getEncoded()));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("SHA-256 is not available", e);
        }
    }

    public static String privatePem(SigningKey key) {
        return pem(PRIVATE, key.privateKey().getEncoded());
    }

    public static String publicPem(PublicKey key) {
        return pem(PUBLIC, key.getEncoded());
    }

    /** The key pair of two PEM files, refused unless the private key signs what the public key verifies. */
    public static SigningKey read(Path privateFile, Path publicFile) throws IOException {
        var key = new SigningKey(
                privateKeyOf(der(Files.readString(privateFile), PRIVATE, privateFile)), readPublic(publicFile));
        if (!pairs(key)) {
            throw new IOException(privateFile + " is not the private key of " + publicFile);
        }
        return key;
    }

    public static PublicKey readPublic(Path file) throws IOException {
        return publicKey(Files.readString(file), file.toString());
    }

    /** @param source where the text came from, for the message when it holds no Ed25519 public key */
    public static PublicKey publicKey(String pem, String source) throws IOException {
        try {
            return KeyFactory.getInstance(Dsse.ALGORITHM)
                    .generatePublic(new X509EncodedKeySpec(der(pem, PUBLIC, source)));
        } catch (GeneralSecurityException e) {
            throw new IOException(source + " holds no Ed25519 public key: " + e.getMessage(), e);
        }
    }

    private static PrivateKey privateKeyOf(byte[] der) throws IOException {
        try {
            return KeyFactory.getInstance(Dsse.ALGORITHM).generatePrivate(new PKCS8EncodedKeySpec(der));
        } catch (GeneralSecurityException e) {
            // The message names the file's kind only: never anything of the key itself.
            throw new IOException("the private key file holds no Ed25519 key in PKCS#8", e);
        }
    }

    private static boolean pairs(SigningKey key) {
        try {
            var signer = Signature.getInstance(Dsse.ALGORITHM);
            signer.initSign(key.privateKey());
            signer.update(PROBE);
            byte[] sig = signer.sign();
            var verifier = Signature.getInstance(Dsse.ALGORITHM);
            verifier.initVerify(key.publicKey());
            verifier.update(PROBE);
            return verifier.verify(sig);
        } catch (GeneralSecurityException e) {
            return false;
        }
    }

    private static String pem(String label, byte[] der) {
        String body = Base64.getMimeEncoder(64, "\n".getBytes(StandardCharsets.US_ASCII))
                .encodeToString(der);
        return "-----BEGIN " + label + "-----\n" + body + "\n-----END " + label + "-----\n";
    }

    private static byte[] der(String pem, String label, Object source) throws IOException {
        String begin = "-----BEGIN " + label + "-----";
        String end = "-----END " + label + "-----";
        int from = pem.indexOf(begin);
        int to = pem.indexOf(end);
        if (from < 0 || to < from) {
            throw new IOException(source + " is not a PEM file holding a " + label);
        }
        try {
            return Base64.getMimeDecoder().decode(pem.substring(from + begin.length(), to));
        } catch (IllegalArgumentException e) {
            throw new IOException(source + ": the " + label + " is not base64", e);
        }
    }
}
