import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const contactMessages = pgTable('contact_messages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  inquiryType: text('inquiry_type', { enum: ['landlord', 'tenant', 'general'] }).notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const websiteImages = pgTable(
  'website_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description'),
    url: text('url').notNull(),
    category: text('category', { enum: ['hero', 'property', 'area', 'general'] }).notNull(),
    tags: text('tags').array().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
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
    usageType: text('usage_type', { enum: ['hero', 'property_showcase', 'area_guide'] }).notNull(),
    usageContext: text('usage_context'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('image_usage_image_id_idx').on(t.imageId),
    index('image_usage_type_idx').on(t.usageType, t.usageContext),
  ],
);
