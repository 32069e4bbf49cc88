import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { INQUIRY_TYPES, MESSAGE_KINDS } from '@shared/contact-options';
import { IMAGE_CATEGORIES, IMAGE_USAGE_TYPES, type ImageFormat } from '@shared/images';
import { properties } from './properties';
import { users } from './users';

/**
 * The public inbox: contact-form messages and viewing requests for a listing (kind 'viewing',
 * with its property). Admins mark them handled.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: MESSAGE_KINDS }).notNull().default('contact'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    /** A viewing request is a rental inquiry ('tenant'). */
    inquiryType: text('inquiry_type', { enum: INQUIRY_TYPES }).notNull(),
    message: text('message').notNull(),
    /** The listing a viewing request is for; kept as null if the property goes. */
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    preferredTimes: text('preferred_times'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_property_id_idx').on(t.propertyId),
    index('contact_messages_handled_by_idx').on(t.handledBy),
    index('contact_messages_created_at_idx').on(t.createdAt),
  ],
);

/** One stored rendition of a website image (widths of IMAGE_VARIANT_WIDTHS, never wider than the original). */
export interface StoredImageVariant {
  width: number;
  height: number;
  format: ImageFormat;
  storageKey: string;
}

export const websiteImages = pgTable(
  'website_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description'),
    /** Always /api/images/{id}/file (the largest WebP variant). */
    url: text('url').notNull(),
    category: text('category', { enum: IMAGE_CATEGORIES }).notNull(),
    tags: text('tags').array().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    /** The largest WebP variant's key; null only for rows made outside the upload call. */
    storageKey: text('storage_key'),
    /** Of the largest variant. */
    width: integer('width'),
    height: integer('height'),
    variants: jsonb('variants').$type<StoredImageVariant[]>().notNull().default([]),
    /** The uploaded original's size in bytes (the original itself is not kept). */
    fileSize: integer('file_size'),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('website_images_uploaded_by_idx').on(t.uploadedBy)],
);

export const imageUsage = pgTable(
  'image_usage',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    imageId: integer('image_id')
      .notNull()
      .references(() => websiteImages.id, { onDelete: 'cascade' }),
    usageType: text('usage_type', { enum: IMAGE_USAGE_TYPES }).notNull(),
    usageContext: text('usage_context'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('image_usage_image_id_idx').on(t.imageId),
    index('image_usage_type_idx').on(t.usageType, t.usageContext),
    // One active image per slot: (usageType, usageContext), a null context being one slot.
    uniqueIndex('image_usage_active_slot_idx')
      .on(t.usageType, sql`coalesce(${t.usageContext}, '')`)
      .where(sql`${t.isActive}`),
  ],
);
