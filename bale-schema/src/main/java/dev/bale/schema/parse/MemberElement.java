package dev.bale.schema.parse;

import dev.bale.schema.model.Location;
import java.math.BigInteger;
import java.util.List;

/**
 * A field, union case or enum value as written. For enum values {@code type} is null and {@code id}
 * is the value's number.
 *
 * @param optional whether the type was followed by {@code ?}
 * @param location the location of the member's name
 * @param id the number after {@code =}, unbounded so that range errors can be reported exactly
 * @param options the {@code [...]} options in source order (always empty for cases and values)
 */
public record MemberElement(
    TypeElement type,
    boolean optional,
    String name,
    Location location,
    BigInteger id,
    Location idLocation,
    List<OptionElement> options,
    List<String> doc) {}
