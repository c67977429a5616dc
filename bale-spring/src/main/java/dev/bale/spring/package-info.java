/**
 * Bale in Spring web applications: {@link dev.bale.spring.BaleHttpMessageConverter} reads and
 * writes request and response bodies of generated types in the compact ({@code
 * application/vnd.bale}) or flat ({@code application/vnd.bale.flat}) codec.
 */
package dev.bale.spring;
